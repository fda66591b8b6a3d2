import type { FastifyInstance } from 'fastify';
import { runMigrations } from '../src/db/migrate';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { buildTestApp, login, testConfig } from './support/test-app';
import { testDrivers, type TestDatabase, type TestDriver } from './support/test-databases';

// API servers started together on one empty PostgreSQL (a deployment's first start, or a scaled
// group starting at once) must all start: migrations and seeds take turns under an advisory lock
// (docs/adr/0120-api-servers-side-by-side.md). Two PGlite servers cannot share a data folder, so
// this runs when TEST_DATABASE_URL is set; prepare-database.test.ts covers PGlite.
const postgres = testDrivers.find((driver) => driver.name === 'postgres');

if (postgres) describeStartTogether(postgres);

function describeStartTogether(postgres: TestDriver): void {
  describe('API servers starting together on one PostgreSQL', () => {
    const databases: TestDatabase[] = [];
    const apps: FastifyInstance[] = [];

    afterAll(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await Promise.all(databases.splice(0).map((database) => database.drop()));
    });

    /** Starts three servers at once; each one's outcome, 'started' or why it exited. */
    async function startThree(database: TestDatabase): Promise<string[]> {
      const started = await Promise.allSettled([0, 1, 2].map(() => buildTestApp(database.config)));
      for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
      return started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'));
    }

    async function seededCounts(app: FastifyInstance) {
      const { rows } = await app.db.query<{ products: number; users: number; blocks: number }>(
        `select (select count(*)::int from shop_products) as products,
                (select count(*)::int from users) as users,
                (select count(*)::int from ab_blocks) as blocks`,
      );
      return rows[0];
    }

    it('all start on an empty schema, and each serves the seeded accounts', async () => {
      const database = await postgres.create();
      databases.push(database);
      expect(await startThree(database)).toEqual(['started', 'started', 'started']);
      for (const app of apps.slice(-3)) await login(app);
    }, 90_000);

    it('all start on a migrated schema not seeded yet, and the catalogue is seeded once', async () => {
      // The tables exist, the rows do not: every server reaches the seeds at the same moment.
      const database = await postgres.create();
      databases.push(database);
      const { config } = database;
      if (config.driver !== 'postgres') throw new Error('a PostgreSQL database was expected');
      const db = await openPostgresDatabase({ url: config.url, schema: config.schema, onError: () => {} });
      try {
        await runMigrations(db, testConfig(config).migrationsDir, { info: () => {} } as never);
      } finally {
        await db.close();
      }
      expect(await startThree(database)).toEqual(['started', 'started', 'started']);
      const [first, ...others] = apps.slice(-3);
      const counts = await seededCounts(first!);
      expect(counts).toMatchObject({ users: 3 });
      expect(counts?.products).toBeGreaterThan(0);
      for (const app of others) expect(await seededCounts(app)).toEqual(counts);
    }, 90_000);
  });
}
