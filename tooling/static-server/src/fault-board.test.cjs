// The shell server's /__mf-fault route (`pnpm fault`): loopback only, JSON only, off without
// faultInjection, API modes handed on to the API.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');
const { createFaultBoard } = require('./fault-board.cjs');

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fault-board-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function shell({ faultInjection = true, setApiFault } = {}) {
  const board = createFaultBoard();
  const app = createStaticServer({
    root: dir,
    spaFallback: true,
    runtimeConfig: () => ({ faultInjection }),
    faultControl: { board, remotes: ['shop', 'content'], ...(setApiFault ? { setApiFault } : {}) },
  });
  return { board, app };
}

describe('/__mf-fault', () => {
  it('switches a remote mode, lists it and clears it', async () => {
    const { board, app } = shell();
    const server = await app;
    const put = await server.inject({
      method: 'PUT',
      url: '/__mf-fault',
      payload: { target: 'shop', mode: 'slow:200' },
    });
    expect([put.statusCode, put.json()]).toEqual([200, { faults: { shop: 'slow:200' } }]);
    expect(board.get('shop')).toEqual({ name: 'slow', ms: 200 });
    const cleared = await server.inject({ method: 'DELETE', url: '/__mf-fault?target=shop' });
    expect(cleared.json()).toEqual({ faults: {} });
  });

  it("switches a remote's server-side mode, which the board gives the renderer alone", async () => {
    const { board, app } = shell();
    const server = await app;
    await server.inject({
      method: 'PUT',
      url: '/__mf-fault',
      payload: { target: 'content', mode: 'chunk-404' },
    });
    const put = await server.inject({
      method: 'PUT',
      url: '/__mf-fault',
      payload: { target: 'shop', mode: 'server-slow:800' },
    });
    expect(put.json()).toEqual({ faults: { content: 'chunk-404', shop: 'server-slow:800' } });
    expect(board.serverFaults()).toEqual({ shop: { name: 'server-slow', ms: 800 } });
    // One mode per remote: a file mode replaces its server-side one.
    await server.inject({ method: 'PUT', url: '/__mf-fault', payload: { target: 'shop', mode: 'down' } });
    expect(board.serverFaults()).toEqual({});
  });

  it('hands API modes to the API, and answers 502 when the API refuses', async () => {
    const sent = [];
    const { app } = shell({ setApiFault: async (mode) => void sent.push(mode) });
    const server = await app;
    const put = await server.inject({ method: 'PUT', url: '/__mf-fault', payload: { mode: 'api-401' } });
    expect(put.json()).toEqual({ faults: { api: 'api-401' } });
    await server.inject({ method: 'DELETE', url: '/__mf-fault' });
    expect(sent).toEqual([{ name: 'api-401' }, null]);

    const refusing = await shell({ setApiFault: async () => Promise.reject(new Error('down')) }).app;
    const refused = await refusing.inject({
      method: 'PUT',
      url: '/__mf-fault',
      payload: { mode: 'api-down' },
    });
    expect(refused.statusCode).toBe(502);
  });

  it.each([
    ['an unknown mode', { target: 'shop', mode: 'explode' }],
    ['an API mode on a remote', { target: 'shop', mode: 'api-down' }],
    ['a server-side mode on the API', { target: 'api', mode: 'server-down' }],
    ['an unknown remote', { target: 'admin', mode: 'down' }],
    ['an unknown field', { target: 'shop', mode: 'down', everyone: true }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const server = await shell().app;
    expect((await server.inject({ method: 'PUT', url: '/__mf-fault', payload })).statusCode).toBe(400);
  });

  it('answers only the machine itself, and nobody without faultInjection', async () => {
    const server = await shell().app;
    const remote = await server.inject({ method: 'GET', url: '/__mf-fault', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const off = await shell({ faultInjection: false }).app;
    expect((await off.inject({ method: 'GET', url: '/__mf-fault' })).statusCode).toBe(404);
  });
});
