import { SPEC_PATHS } from './support/spec';
import { answerOf, countRows, describeOnEachDatabase } from './support/test-app';

const JSON_BODY = { 'content-type': 'application/json' };

describeOnEachDatabase('HTTP basics', (server) => {
  it('answers the health check with status ok', async () => {
    const response = await server.get(SPEC_PATHS.healthCheck);
    expect(answerOf(response)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('gives every answer a request id and keeps a safe one sent by the caller', async () => {
    const fresh = await server.get(SPEC_PATHS.healthCheck);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.get(SPEC_PATHS.healthCheck, { 'x-request-id': 'abc-123' });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await server.get(SPEC_PATHS.healthCheck, { 'x-request-id': 'bad id\twith spaces' });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await server.get('/api/nothing-here/?x=1');
    expect(answerOf(response)).toEqual({
      status: 404,
      body: { detail: 'Not found: GET /api/nothing-here/' },
    });
  });

  it('uses exact paths: the health check without its trailing slash is not found', async () => {
    const response = await server.get('/api/rest/rest-check');
    expect(response.statusCode).toBe(404);
  });

  it('rejects malformed JSON with 400 and changes nothing', async () => {
    const before = await countRows(server.app, 'refresh_tokens');
    const truncated = '{"email": "customer@example.com", "password": ';
    const response = await server.post(SPEC_PATHS.login, truncated, JSON_BODY);
    expect(answerOf(response)).toEqual({
      status: 400,
      body: { detail: 'The request body is not valid JSON.' },
    });
    expect(await countRows(server.app, 'refresh_tokens')).toBe(before);
  });

  it('rejects an empty JSON body with 400', async () => {
    const response = await server.post(SPEC_PATHS.login, '', JSON_BODY);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/empty/);
  });

  it('rejects a body that is JSON but not an object with 400', async () => {
    const response = await server.post(SPEC_PATHS.login, [1, 2]);
    expect(answerOf(response)).toMatchObject({
      status: 400,
      body: { detail: 'Invalid body: must be object.', errors: [{ location: 'body' }] },
    });
  });

  it('rejects a body with the wrong content type as 415, not 500', async () => {
    const response = await server.post(SPEC_PATHS.login, '<login/>', { 'content-type': 'application/xml' });
    expect(answerOf(response)).toEqual({
      status: 415,
      body: { detail: 'Unsupported content-type: send application/json.' },
    });
  });

  it('rejects a POST without a body with 400', async () => {
    const response = await server.post(SPEC_PATHS.login);
    expect(answerOf(response)).toMatchObject({
      status: 400,
      body: { detail: 'Invalid body: must be object.' },
    });
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://stud.localhost:3000'])(
    'allows the shell origin %s, Authorization header included',
    async (origin) => {
      const response = await server.app.inject({
        method: 'OPTIONS',
        url: SPEC_PATHS.me,
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
      const response = await server.get(SPEC_PATHS.healthCheck, { origin });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
