import { connect } from 'node:net';
import { describeOnEachDatabase } from './support/test-app';

function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

describeOnEachDatabase('scratch', (server) => {
  it('shows', async () => {
    for (const [method, url] of [['GET', '/%'], ['GET', '/api/%zz/'], ['PROPFIND', '/api/rest/rest-check/'], ['GET', '/api/rest/rest-check/%']] as const) {
      const r = await server.app.inject({ method: method as 'GET', url });
      console.log(method, url, r.statusCode, r.headers['content-type'], r.body);
    }
    const big = await server.app.inject({ method: 'POST', url: '/api/users/login/', payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } });
    console.log('big', big.statusCode, big.body);
    const cl = await server.app.inject({ method: 'POST', url: '/api/users/login/', payload: '{}', headers: { 'content-type': 'application/json', 'content-length': '5' } });
    console.log('cl', cl.statusCode, cl.body);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    console.log(await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nX: ' + 'a'.repeat(20000) + '\r\n\r\n'));
    console.log(await raw(port, 'BLAH BLAH\r\n\r\n'));
    console.log(await raw(port, 'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    console.log(await raw(port, 'POST /api/users/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{}'));
    const closing = server.app.close();
    const during = await server.app.inject({ method: 'GET', url: '/api/rest/rest-check/' }).catch((e: unknown) => String(e));
    console.log('during close', typeof during === 'string' ? during : [during.statusCode, during.body]);
    await closing;
  });
});
