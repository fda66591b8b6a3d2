import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { connect } from 'node:net';
import { SPEC_PATHS } from './support/spec';
import { CATEGORY, PRODUCT, SHOP_PATHS } from './support/spec-shop';
import { API_SECURITY_HEADERS as SECURITY_HEADERS, DOCUMENT_ONLY_HEADERS } from './support/security-headers';
import { answerOf, buildTestApp, CUSTOMER, describeOnEachDatabase, login } from './support/test-app';
import { testDrivers, type TestDatabase } from './support/test-databases';

describeOnEachDatabase('API hardening', (server) => {
  it.each([
    ['the health check', () => server.get(SPEC_PATHS.healthCheck), 200],
    ['an unknown route', () => server.get('/api/nothing-here/'), 404],
    [
      'a refused login',
      () => server.post(SPEC_PATHS.login, { ...CUSTOMER, password: 'wrong-password' }),
      401,
    ],
    ['a validation error', () => server.post(SPEC_PATHS.login, {}), 400],
    [
      'a cached catalogue read',
      () => server.get(`${SHOP_PATHS.productsCatalogue}?category_id=${CATEGORY.studShop}`),
      200,
    ],
    ['a cached product read', () => server.post(SHOP_PATHS.productsDetail(PRODUCT.brief.id), {}), 200],
  ])('%s answers with the security headers of a JSON API', async (_name, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers).not.toHaveProperty('x-powered-by');
    for (const name of Object.keys(DOCUMENT_ONLY_HEADERS)) expect(response.headers).not.toHaveProperty(name);
  });

  // RFC 6797 §7.2: a host must not send HSTS over plain HTTP (§8.1: browsers ignore it there).
  it('sends Strict-Transport-Security only on an answer that travels over TLS', async () => {
    const plain = await server.get(SPEC_PATHS.healthCheck);
    const throughTlsProxy = await server.get(SPEC_PATHS.healthCheck, { 'x-forwarded-proto': 'https' });
    const throughPlainProxy = await server.get(SPEC_PATHS.healthCheck, { 'x-forwarded-proto': 'http' });
    expect(plain.headers).not.toHaveProperty('strict-transport-security');
    expect(throughPlainProxy.headers).not.toHaveProperty('strict-transport-security');
    expect(throughTlsProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('a login answer carries tokens and is never cached', async () => {
    const response = await server.post(SPEC_PATHS.login, CUSTOMER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a refused login is never cached either', async () => {
    const response = await server.post(SPEC_PATHS.login, { ...CUSTOMER, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a refresh-token answer is never cached', async () => {
    const { refresh } = await login(server.app);
    const response = await server.post(SPEC_PATHS.refreshToken, { refresh });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an answer to a request with Authorization is never cached, whatever its status', async () => {
    const { access } = await login(server.app);
    const accepted = await server.get(SPEC_PATHS.me, { authorization: `Bearer ${access}` });
    const refused = await server.get(SPEC_PATHS.me, { authorization: 'Bearer not.a.token' });
    const elsewhere = await server.get(SPEC_PATHS.healthCheck, { authorization: `Bearer ${access}` });
    expect([accepted.statusCode, refused.statusCode, elsewhere.statusCode]).toEqual([200, 401, 200]);
    for (const response of [accepted, refused, elsewhere])
      expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a public answer without Authorization is not marked no-store', async () => {
    const response = await server.get(SPEC_PATHS.healthCheck);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('the 404 answer does not repeat the path it was asked for', async () => {
    const response = await server.get('/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E/?q=%3Cb%3E');
    expect(answerOf(response)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(response.body).not.toMatch(/script|alert|<b>|%3C/i);
  });
});

/** Sends headers and part of a body, then nothing more; resolves with all the server answers. */
async function trickleBody(app: FastifyInstance): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(
    `POST ${SPEC_PATHS.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
  );
  // The server, not this test, ends the exchange: it closes the connection once the time is up.
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('utf8');
}

// Building an app on a fresh database can take a while on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;

describe.each(testDrivers)('a request body that arrives too slowly, on $name', (driver) => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await driver.create();
    app = await buildTestApp(database.config, { requestTimeoutMs: 300 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, SETUP_TIMEOUT_MS);

  it('is cut with 408 { detail } and the connection closed', async () => {
    const answer = await trickleBody(app!);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body)).toEqual({ detail: 'The request took too long to arrive.' });
  });

  it('a request that arrives in time is answered as usual', async () => {
    const { port } = app!.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${SPEC_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CUSTOMER),
    });
    expect(response.status).toBe(200);
  });
});
