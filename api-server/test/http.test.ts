import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { connect } from 'node:net';
import { SPEC_PATHS } from './support/spec';
import { answerOf, buildTestApp, countRows, CUSTOMER, describeOnEachDatabase } from './support/test-app';
import { testDrivers } from './support/test-databases';

const JSON_BODY = { 'content-type': 'application/json' };
const ONE_MIB = 1024 * 1024;

/** Writes raw bytes to the server and returns all it answers until it closes the connection. */
async function rawExchange(app: FastifyInstance, request: string): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('utf8');
}

/** Status and JSON body of a raw HTTP answer. */
function parseRaw(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  expect(head).toMatch(/content-type: application\/json/i);
  return { status, body: JSON.parse(body) as unknown };
}

/** A login body of exactly `size` bytes: the password fills what the rest leaves. */
function loginBodyOfSize(size: number): string {
  const shell = JSON.stringify({ email: CUSTOMER.email, password: '' });
  return JSON.stringify({ email: CUSTOMER.email, password: 'x'.repeat(size - shell.length) });
}

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
      body: { detail: 'Not found.' },
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

  it('exposes the request id and ETag to an allowed origin, and says every answer varies by Origin', async () => {
    const allowed = await server.get(SPEC_PATHS.healthCheck, { origin: 'http://localhost:3000' });
    const foreign = await server.get(SPEC_PATHS.healthCheck, { origin: 'http://evil.example' });
    const none = await server.get(SPEC_PATHS.healthCheck);
    expect(allowed.headers['access-control-expose-headers']).toBe('X-Request-Id, ETag');
    expect(foreign.headers).not.toHaveProperty('access-control-expose-headers');
    for (const response of [allowed, foreign, none]) expect(response.headers.vary).toBe('Origin');
  });

  it('answers a preflight with its limits, a malformed one with 400 and one from a foreign origin with 404', async () => {
    const preflight = (headers: Record<string, string>) =>
      server.app.inject({ method: 'OPTIONS', url: SPEC_PATHS.me, headers });
    const good = await preflight({ origin: 'http://localhost:3000', 'access-control-request-method': 'GET' });
    const malformed = await preflight({ origin: 'http://localhost:3000' });
    const foreign = await preflight({
      origin: 'http://evil.example',
      'access-control-request-method': 'GET',
    });
    expect(good.statusCode).toBe(204);
    expect(good.headers).toMatchObject({
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-max-age': '600',
      'content-length': '0',
    });
    expect(good.headers).not.toHaveProperty('access-control-allow-credentials');
    expect([malformed.statusCode, malformed.body]).toEqual([400, 'Invalid Preflight Request']);
    expect(answerOf(foreign)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(foreign.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it.each(['/%', '/api/users/me/%zz', `${SPEC_PATHS.healthCheck}%E0%A4%A`])(
    'answers a URL with bad percent-encoding (%s) with 400 { detail } and its request id',
    async (url) => {
      const response = await server.get(url);
      expect(answerOf(response)).toEqual({
        status: 400,
        body: { detail: 'The URL is not valid: check its percent-encoding.' },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('takes a body of up to 1 MiB and answers a larger one with 413 { detail }', async () => {
    const largest = await server.post(SPEC_PATHS.login, loginBodyOfSize(ONE_MIB), JSON_BODY);
    // Read and validated: refused for its content, not its size.
    expect(answerOf(largest)).toMatchObject({
      status: 400,
      body: { detail: 'Invalid body: password must NOT have more than 1024 characters.' },
    });
    const tooLarge = await server.post(SPEC_PATHS.login, loginBodyOfSize(ONE_MIB + 1), JSON_BODY);
    expect(answerOf(tooLarge)).toEqual({ status: 413, body: { detail: 'The request body is too large.' } });
  });

  it('answers a body shorter than its Content-Length with 400 { detail }', async () => {
    const response = await server.post(SPEC_PATHS.login, '{}', { ...JSON_BODY, 'content-length': '5' });
    expect(answerOf(response)).toEqual({
      status: 400,
      body: { detail: 'Request body size did not match Content-Length' },
    });
  });

  describe('over a real connection', () => {
    beforeAll(async () => {
      // Port 0: a free port the system picks, so the test never meets a running server.
      await server.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a request that is not HTTP with 400 { detail }', async () => {
      const answer = await rawExchange(server.app, 'HELLO THERE\r\n\r\n');
      expect(parseRaw(answer)).toEqual({ status: 400, body: { detail: 'The request is not valid HTTP.' } });
    });

    it('answers headers too large with 431 { detail }', async () => {
      const header = `X-Filler: ${'a'.repeat(20_000)}`;
      const answer = await rawExchange(server.app, `GET / HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`);
      expect(parseRaw(answer)).toEqual({
        status: 431,
        body: { detail: 'The request headers are too large.' },
      });
    });

    it('answers a bad URL with 400 { detail } there too', async () => {
      const answer = await rawExchange(server.app, 'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(parseRaw(answer)).toEqual({
        status: 400,
        body: { detail: 'The URL is not valid: check its percent-encoding.' },
      });
    });
  });
});

describe.each(testDrivers)('requests that arrive while the server closes, on $name', (driver) => {
  it('answer 503 { detail }, after the request in progress has finished normally', async () => {
    const database = await driver.create();
    const app = await buildTestApp(database.config);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      // Holds the users table, so a login waits until the test lets it go.
      let letGo = () => {};
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let entered = () => {};
      const holding = new Promise<void>((resolve) => (entered = resolve));
      const holder = app.db.transaction(async (tx) => {
        await tx.query('lock table users in access exclusive mode');
        entered();
        await held;
      });
      await holding;

      // Two requests on one kept-alive connection: the login is in progress when the close begins,
      // the health check comes after it.
      const body = JSON.stringify(CUSTOMER);
      const login = [
        `POST ${SPEC_PATHS.login} HTTP/1.1`,
        'Host: x',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n');
      const health = `GET ${SPEC_PATHS.healthCheck} HTTP/1.1\r\nHost: x\r\n\r\n`;
      const loginArrived = once(app.server, 'request');
      const exchange = rawExchange(app, `${login}\r\n\r\n${body}${health}`);
      await loginArrived;
      const closed = app.close();
      letGo();
      await holder;

      const answer = await exchange;
      // A body ends without a line break, so the next status line may start mid-line.
      const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
      expect(statuses).toEqual(['200', '503']);
      expect(answer).toContain('{"detail":"The server is shutting down; try again in a moment."}');
      await closed;
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
