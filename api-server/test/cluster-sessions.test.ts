import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DEFAULT_AUTH_CACHE_MS } from '../src/config';
import { SPEC_PATHS } from './support/spec';
import { bearer, createTestClock, CUSTOMER, login, type TestClock } from './support/test-app';
import { openServerGroup, type ServerGroup } from './support/server-group';
import { testDrivers, type TestDriver } from './support/test-databases';
import { askWithinBound, busLinks } from './support/cluster-links';

// Two API servers on one PostgreSQL keep sessions and users in memory (ADR 0170), yet a logout or
// a change through one is refused or shown by the other within a second: the change travels on
// the cluster bus (Redis pub/sub when REDIS_URL is set, LISTEN/NOTIFY otherwise). The servers'
// clock stands still, so a kept entry never lapses by itself here: only the bus can drop it,
// except where a test moves the clock on purpose. Runs when TEST_DATABASE_URL is set.
const postgres = testDrivers.find((driver) => driver.name === 'postgres');

if (postgres) describeSessions(postgres);

function describeSessions(postgres: TestDriver): void {
  describe.each(busLinks)('sessions of two servers on one PostgreSQL, through $name', ({ redisUrl: url }) => {
    let group: ServerGroup;
    let clock: TestClock;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      clock = createTestClock();
      // One deployment on one database, with a Redis prefix of its own (support/server-group.ts).
      group = await openServerGroup(postgres, 2, { clock: clock.now, redisUrl: url });
      [a, b] = group.apps as [FastifyInstance, FastifyInstance];
    }, 90_000);

    afterAll(() => group?.close());

    const me = (app: FastifyInstance, access: string) =>
      app.inject({ method: 'GET', url: SPEC_PATHS.me, headers: bearer(access) });

    it('refuses on B, within a second, an access token logged out through A', async () => {
      const { access } = await login(a, CUSTOMER);
      // B has read and kept the session: only the bus can make it let go.
      expect((await me(b, access)).statusCode).toBe(200);
      expect((await me(b, access)).statusCode).toBe(200);
      const out = await a.inject({ method: 'POST', url: SPEC_PATHS.logout, headers: bearer(access) });
      expect(out.statusCode).toBeLessThan(300);
      expect((await me(a, access)).statusCode).toBe(401);
      const onB = await askWithinBound(
        () => me(b, access).then((response) => response.statusCode),
        (status) => status === 401,
      );
      expect(onB).toBe(401);
    });

    it('shows on B, within a second, a profile change made through A', async () => {
      const { access } = await login(a, CUSTOMER);
      expect((await me(b, access)).statusCode).toBe(200);
      const firstName = `Name ${randomUUID().slice(0, 8)}`;
      const changed = await a.inject({
        method: 'POST',
        url: SPEC_PATHS.updateProfile,
        headers: bearer(access),
        payload: { first_name: firstName },
      });
      expect(changed.statusCode).toBe(200);
      const onB = await askWithinBound(
        () => me(b, access).then((response) => response.json<{ first_name: string | null }>().first_name),
        (name) => name === firstName,
      );
      expect(onB).toBe(firstName);
    });

    it('shows a role changed in the database on every server once the kept copy lapses (1 s)', async () => {
      const { access } = await login(a, CUSTOMER);
      const roleOn = (app: FastifyInstance) => me(app, access).then((r) => r.json<{ role: string }>().role);
      expect(await roleOn(a)).toBe('customer');
      expect(await roleOn(b)).toBe('customer');
      // An operator's SQL tells no server: the kept copies' lifetime is the bound.
      await a.db.query(`update users set role = 'editor' where email = $1`, [CUSTOMER.email]);
      try {
        clock.advance(DEFAULT_AUTH_CACHE_MS + 1);
        expect(await roleOn(a)).toBe('editor');
        expect(await roleOn(b)).toBe('editor');
      } finally {
        await a.db.query(`update users set role = 'customer' where email = $1`, [CUSTOMER.email]);
        clock.advance(DEFAULT_AUTH_CACHE_MS + 1);
      }
    });
  });
}
