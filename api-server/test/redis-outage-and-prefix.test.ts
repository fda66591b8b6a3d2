import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { type ClusterBus, redisBus } from '../src/cluster/bus';
import { redisRelay } from './support/redis-relay';
import { SPEC_PATHS } from './support/spec';
import { buildTestApp, CUSTOMER } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

// Redis is an accelerator, never a single point of failure, and one Redis may serve several
// deployments (docs/adr/0120-api-servers-side-by-side.md).
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
// A port of this suite's range where nothing listens: Redis "down" from the start.
const CLOSED_REDIS_URL = 'redis://127.0.0.1:5599';
const silent = { warn: () => {}, error: () => {}, info: () => {} } as never;

const LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 2,
  failuresPerAddress: 100,
  sendsPerEmail: 5,
  sendsPerAddress: 50,
};
const wrong = { ...CUSTOMER, password: 'wrong-password-1' };
const loginStatus = async (app: FastifyInstance, payload: object) =>
  (await app.inject({ method: 'POST', url: SPEC_PATHS.login, payload })).statusCode;

describe('an API server whose Redis is unreachable', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await pglite.create();
    app = await buildTestApp(database.config, { redisUrl: CLOSED_REDIS_URL, rateLimits: LIMITS });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('starts, and keeps the login limits on this server alone: 401, 401, then 429, never a 500', async () => {
    expect(await loginStatus(app, wrong)).toBe(401);
    expect(await loginStatus(app, wrong)).toBe(401);
    expect(await loginStatus(app, CUSTOMER)).toBe(429);
  });

  it('keeps the limit of codes sent per email on this server alone', async () => {
    const email = `outage-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let sent = 0; sent < LIMITS.sendsPerEmail + 1; sent += 1)
      statuses.push(
        (await app.inject({ method: 'POST', url: SPEC_PATHS.sendOtp, payload: { email } })).statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status < 300)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

if (redisUrl) {
  describeSharedRedis(redisUrl);
  describeRedisComingAndGoing(redisUrl);
}

function describeRedisComingAndGoing(url: string): void {
  describe('an API server whose Redis comes and goes', () => {
    const relay = redisRelay(url, 5598);
    const prefix = `relay-${randomUUID()}:`;
    const direct = new Redis(url);
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await pglite.create();
      // Started while nothing answers on the relay's port.
      app = await buildTestApp(database.config, {
        redisUrl: relay.url,
        redisPrefix: prefix,
        rateLimits: { ...LIMITS, failuresPerAddress: 1000 },
      });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await relay.cut().catch(() => {});
      direct.disconnect();
      await database?.drop();
    });

    it('uses Redis once it answers, and keeps its limits alone, answering no 500, once it is cut', async () => {
      await relay.open();
      // Each probe is a wrong password for a new address; once the server reconnected, its
      // failure is counted in Redis under the deployment's prefix.
      let counted = false;
      for (let probe = 0; !counted; probe += 1) {
        const email = `probe-${probe}-${randomUUID()}@example.com`;
        expect(await loginStatus(app, { email, password: 'wrong-password-1' })).toBe(401);
        counted = (await direct.exists(`${prefix}auth-limit-failures:login:account:${email}`)) === 1;
        if (!counted) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await relay.cut();
      expect(await loginStatus(app, wrong)).toBe(401);
      expect(await loginStatus(app, wrong)).toBe(401);
      expect(await loginStatus(app, CUSTOMER)).toBe(429);
    });
  });
}

function describeSharedRedis(url: string): void {
  describe('two deployments sharing one Redis', () => {
    const databases: TestDatabase[] = [];
    const apps: FastifyInstance[] = [];

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.drop();
    });

    it('count login failures apart: their databases differ, so do their default prefixes', async () => {
      for (let index = 0; index < 2; index += 1) {
        const database = await pglite.create();
        databases.push(database);
        apps.push(await buildTestApp(database.config, { redisUrl: url, rateLimits: LIMITS }));
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      expect(await loginStatus(first, wrong)).toBe(401);
      expect(await loginStatus(first, wrong)).toBe(401);
      expect(await loginStatus(first, CUSTOMER)).toBe(429);
      // The other deployment's customer (same address, another database) is not locked out.
      expect(await loginStatus(second, CUSTOMER)).toBe(200);
    }, 90_000);

    const buses: ClusterBus[] = [];
    afterEach(async () => {
      for (const bus of buses.splice(0)) await bus.close();
    });

    it('hear only their own events: a message published under one prefix never reaches the other', async () => {
      const connections = [0, 1, 2, 3].map(() => new Redis(url));
      const prefix = `events-${randomUUID()}:`;
      const otherPrefix = `other-${randomUUID()}:`;
      const [publisher, listener, otherListener, otherPublisher] = [
        prefix,
        prefix,
        otherPrefix,
        otherPrefix,
      ].map((start, index) => redisBus(connections[index]!, start, silent)) as [
        ClusterBus,
        ClusterBus,
        ClusterBus,
        ClusterBus,
      ];
      buses.push(publisher, listener, otherListener, otherPublisher);
      const heard = { same: [] as unknown[], other: [] as unknown[] };
      listener.on('chat-events', (message) => heard.same.push(message));
      otherListener.on('chat-events', (message) => heard.other.push(message));
      const subscribers = async (channel: string) =>
        Number((await connections[0]!.pubsub('NUMSUB', channel))[1]);
      await waitFor(async () => (await subscribers(`${prefix}chat-events`)) === 1);
      await waitFor(async () => (await subscribers(`${otherPrefix}chat-events`)) === 1);
      publisher.publish('chat-events', { text: 'first' });
      await waitFor(() => Promise.resolve(heard.same.length === 1));
      // Published after: one Redis sends a listener its messages in order, so once the marker is
      // heard, anything of the first deployment's that leaked would have been heard before it.
      otherPublisher.publish('chat-events', { text: 'marker' });
      await waitFor(() => Promise.resolve(heard.other.length > 0));
      expect(heard).toEqual({ same: [{ text: 'first' }], other: [{ text: 'marker' }] });
      for (const bus of buses) await bus.close();
      for (const connection of connections) connection.disconnect();
    });
  });
}

/** Polls `ready` on each turn of the event loop's timers until it holds (the test timeout bounds it). */
async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 5));
}
