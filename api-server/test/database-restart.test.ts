import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SPEC_PATHS } from './support/spec';
import { bearer, buildTestApp, CUSTOMER, login } from './support/test-app';
import { testDrivers, type TestDatabase, type TestDriver } from './support/test-databases';

// A PostgreSQL restart as the API server lives it (ADR 0170): the connections it holds are cut.
// A request whose query was running gets a 503 with Retry-After (not a 500), and the server
// opens new connections by itself: the next requests succeed. The cut is made by terminating
// this app's own backends (named by application_name), never by restarting the shared server.
// Runs when TEST_DATABASE_URL is set.
const postgres = testDrivers.find((driver) => driver.name === 'postgres');
const databaseUrl = process.env.TEST_DATABASE_URL;

if (postgres && databaseUrl) describeRestart(postgres, databaseUrl);

function describeRestart(postgres: TestDriver, databaseUrl: string): void {
  describe('a PostgreSQL restart under the API server', () => {
    const applicationName = `restart-${randomUUID().slice(0, 8)}`;
    let database: TestDatabase;
    let app: FastifyInstance;
    let admin: Client;

    beforeAll(async () => {
      database = await postgres.create();
      const config = database.config;
      if (config.driver !== 'postgres') throw new Error('a PostgreSQL database was expected');
      const url = new URL(config.url);
      url.searchParams.set('application_name', applicationName);
      app = await buildTestApp({ ...config, url: url.toString() });
      admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
    }, 90_000);

    afterAll(async () => {
      await admin?.end();
      await app?.close();
      await database?.drop();
    });

    const cutConnections = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        applicationName,
      ]);

    it('answers 503 with Retry-After to a request whose connection is cut, then serves again', async () => {
      const { access } = await login(app, CUSTOMER);
      const schema = database.config.driver === 'postgres' ? database.config.schema : null;
      // The user's row is locked, so the profile change below waits inside PostgreSQL: in flight.
      await admin.query('begin');
      await admin.query(`select 1 from ${schema}.users where email = $1 for update`, [CUSTOMER.email]);
      const pending = app.inject({
        method: 'POST',
        url: SPEC_PATHS.updateProfile,
        headers: bearer(access),
        payload: { first_name: 'Waiting' },
      });
      for (;;) {
        const { rows } = await admin.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
          [applicationName],
        );
        if (Number(rows[0]?.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cutConnections();
      const cut = await pending;
      await admin.query('rollback');
      expect(cut.statusCode).toBe(503);
      expect(cut.headers['retry-after']).toBe('1');
      expect(cut.json()).toEqual({ detail: 'The service is briefly unavailable; try again in a moment.' });

      // Every connection is gone (the idle ones too): the pool opens new ones.
      await cutConnections();
      expect((await app.inject({ method: 'GET', url: '/api/rest/rest-check/' })).statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: SPEC_PATHS.updateProfile,
        headers: bearer(access),
        payload: { first_name: 'Casey' },
      });
      expect(again.statusCode).toBe(200);
    });
  });
}
