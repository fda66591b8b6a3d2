import type { FastifyInstance } from 'fastify';
import { testDrivers, type TestDatabase } from './support/test-databases';
import { buildTestApp, countRows, login, type TokenPair } from './support/test-app';

describe.each(testDrivers)('POST /api/users/refresh-token/ on $name', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await driver.create();
    app = await buildTestApp(database.config);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const refresh = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/users/refresh-token/', payload: payload as object });
  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } });

  it('issues a new access and a new refresh token, and the new access token works', async () => {
    const first = await login(app);
    const response = await refresh({ refresh: first.refresh });
    expect(response.statusCode).toBe(200);
    const next = response.json<TokenPair>();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(next.access).not.toBe(first.access);
    expect((await me(next.access)).statusCode).toBe(200);
  });

  it('rejects the old refresh token after rotation', async () => {
    const first = await login(app);
    expect((await refresh({ refresh: first.refresh })).statusCode).toBe(200);
    const reused = await refresh({ refresh: first.refresh });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: 'Refresh token is invalid, expired or already used.' });
  });

  it('ends the whole session when a spent refresh token is presented again', async () => {
    const first = await login(app);
    const second = (await refresh({ refresh: first.refresh })).json<TokenPair>();
    expect((await refresh({ refresh: first.refresh })).statusCode).toBe(401);
    // The thief or the owner holds `second`; after the replay neither may continue.
    expect((await refresh({ refresh: second.refresh })).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one is revoked', async () => {
    const other = await login(app);
    const first = await login(app);
    await refresh({ refresh: first.refresh });
    await refresh({ refresh: first.refresh });
    expect((await refresh({ refresh: other.refresh })).statusCode).toBe(200);
  });

  it('rejects an access token offered as a refresh token', async () => {
    const { access } = await login(app);
    expect((await refresh({ refresh: access })).statusCode).toBe(401);
  });

  it('rejects a tampered refresh token', async () => {
    const { refresh: token } = await login(app);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await refresh({ refresh: flipped })).statusCode).toBe(401);
    expect((await refresh({ refresh: 'not-a-token' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}, 'Invalid body: refresh is required.'],
    ['a number', { refresh: 42 }, 'Invalid body: refresh must be string.'],
    ['an unknown field', { refresh: 'x', access: 'y' }, 'Invalid body: access is not allowed.'],
  ])('rejects %s with 400 and changes nothing', async (_case, payload, detail) => {
    const before = await countRows(app, 'refresh_tokens');
    const response = await refresh(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail });
    expect(await countRows(app, 'refresh_tokens')).toBe(before);
  });
});
