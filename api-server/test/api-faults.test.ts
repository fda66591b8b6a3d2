import { SPEC_PATHS } from './support/spec';
import { answerOf, bearer, buildTestApp, createTestClock, CUSTOMER, login } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';
import type { FastifyInstance } from 'fastify';

const FAULT = '/api/dev/fault/';

describe('API faults switched for everyone (FAULT_INJECTION)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await pglite.create();
    app = await buildTestApp(database.config, { faultInjection: true, clock: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  afterEach(() => app.inject({ method: 'DELETE', url: FAULT }));

  it('api-401: tokens issued before the switch answer 401; a refresh gives one that works', async () => {
    const tokens = await login(app, CUSTOMER);
    clock.advance(2_000);
    const switched = await app.inject({ method: 'PUT', url: FAULT, payload: { mode: 'api-401' } });
    expect(answerOf(switched)).toEqual({ status: 200, body: { mode: 'api-401' } });

    const refused = await app.inject({ method: 'GET', url: SPEC_PATHS.me, headers: bearer(tokens.access) });
    expect(answerOf(refused)).toEqual({
      status: 401,
      body: { detail: 'Access token is invalid or expired.' },
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: SPEC_PATHS.refreshToken,
      payload: { refresh: tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const { access } = refreshed.json<{ access: string }>();
    expect(
      (await app.inject({ method: 'GET', url: SPEC_PATHS.me, headers: bearer(access) })).statusCode,
    ).toBe(200);
  });

  it('lists, refuses an unknown mode and clears', async () => {
    expect(
      answerOf(await app.inject({ method: 'PUT', url: FAULT, payload: { mode: 'explode' } })).status,
    ).toBe(400);
    await app.inject({ method: 'PUT', url: FAULT, payload: { mode: 'api-slow:250' } });
    expect(answerOf(await app.inject({ method: 'GET', url: FAULT }))).toEqual({
      status: 200,
      body: { mode: 'api-slow:250' },
    });
    await app.inject({ method: 'DELETE', url: FAULT });
    expect((await app.inject({ method: 'GET', url: FAULT })).json()).toEqual({ mode: null });
  });

  it('is switched from the machine itself only', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: FAULT,
      payload: { mode: 'api-down' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: FAULT })).json()).toEqual({ mode: null });
  });
});

describe('API faults without FAULT_INJECTION', () => {
  it('do not exist', async () => {
    const database = await pglite.create();
    const app = await buildTestApp(database.config);
    try {
      expect(
        (await app.inject({ method: 'PUT', url: FAULT, payload: { mode: 'api-down' } })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
