import type { FastifyInstance } from 'fastify';
import { testDrivers, type TestDatabase } from './support/test-databases';
import { buildTestApp, countRows } from './support/test-app';

describe.each(testDrivers)('HTTP basics on $name', (driver) => {
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

  it('answers the health check with status ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives every answer a request id and keeps a safe one sent by the caller', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here/?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /api/nothing-here/' });
  });

  it('uses exact paths: the health check without its trailing slash is not found', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rest/rest-check' });
    expect(response.statusCode).toBe(404);
  });

  it('rejects malformed JSON with 400 and changes nothing', async () => {
    const before = await countRows(app, 'refresh_tokens');
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "customer@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    expect(await countRows(app, 'refresh_tokens')).toBe(before);
  });

  it('rejects an empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/empty/);
  });

  it('rejects a body that is JSON but not an object with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/login/', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Invalid body: must be object.',
      errors: [{ location: 'body' }],
    });
  });

  it('rejects a body with the wrong content type as 415, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported content-type: send application/json.' });
  });

  it('rejects a POST without a body with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/login/' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBe('Invalid body: must be object.');
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://stud.localhost:3000'])(
    'allows the shell origin %s, Authorization header included',
    async (origin) => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/users/me/',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    },
  );

  it.each(['http://evil.example', 'http://localhost:3001', 'http://localhost:3000.evil.example'])(
    'does not allow the foreign origin %s',
    async (origin) => {
      const response = await app.inject({ method: 'GET', url: '/api/rest/rest-check/', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
