import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SPEC_PATHS } from './support/spec';
import { buildTestApp, CUSTOMER } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

// Runs when a Redis server is given (TEST_REDIS_URL, or REDIS_URL); the in-memory limits are
// covered by rate-limits.test.ts either way.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

if (redisUrl) describeWithRedis(redisUrl);

describe('abuse limits without Redis', () => {
  it('keep their counters in memory and need no Redis server', async () => {
    const database = await pglite.create();
    const app = await buildTestApp(database.config, { redisUrl: null });
    try {
      const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
      expect((await app.inject({ method: 'POST', url: SPEC_PATHS.login, payload: wrong })).statusCode).toBe(
        401,
      );
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

function describeWithRedis(url: string): void {
  describe('abuse limits shared through Redis', () => {
    let database: TestDatabase;
    let otherDatabase: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      database = await pglite.create();
      // Two API servers sharing one Redis, each on its own database copy: the limit is shared.
      // One deployment, so one Redis prefix (the default one names the database, and each server
      // has its own copy here).
      const shared = {
        redisUrl: url,
        redisPrefix: `auth-test-${randomUUID()}:`,
        rateLimits: {
          windowMs: 60_000,
          failuresPerAccount: 2,
          failuresPerAddress: 100,
          sendsPerEmail: 5,
          sendsPerAddress: 50,
        },
      };
      first = await buildTestApp(database.config, shared);
      otherDatabase = await pglite.create();
      second = await buildTestApp(otherDatabase.config, shared);
    }, 120_000);

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
      await otherDatabase?.drop();
    });

    it('counts failures on one server against the account on another, answering 429 with Retry-After', async () => {
      const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
      expect((await first.inject({ method: 'POST', url: SPEC_PATHS.login, payload: wrong })).statusCode).toBe(
        401,
      );
      expect(
        (await second.inject({ method: 'POST', url: SPEC_PATHS.login, payload: wrong })).statusCode,
      ).toBe(401);
      const locked = await first.inject({ method: 'POST', url: SPEC_PATHS.login, payload: CUSTOMER });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}
