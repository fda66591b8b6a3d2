// A remote's server playing a tab's faults (/__mf-fault/<mode>/...) and the faults switched for
// everyone, only while the runtime config has faultInjection: true.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');
const { parseMode } = require('./fault-modes.cjs');

const HASH = '0123456789abcdef0123';
const REVERSED = [...HASH].reverse().join('');
const PAGE = `__federation_expose_CartPage.${HASH}.js`;
// The page's module chunk: webpack may fold the wrapper above into a chunk every page loads.
const MODULE_HASH = 'fedcba9876543210fedc';
const PAGE_MODULE = `780.${MODULE_HASH}.js`;

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'remote-faults-'));
  writeFileSync(join(dir, PAGE), 'page();');
  writeFileSync(join(dir, PAGE_MODULE), 'cartPage();');
  writeFileSync(join(dir, `10.${'a'.repeat(20)}.js`), 'shared();');
  writeFileSync(join(dir, 'remoteEntry.js'), `var chunks = {935: "${HASH}"};`);
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'CartPage', assets: { js: { sync: [PAGE_MODULE, PAGE] } } }] }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const remote = ({ faultInjection = true, serverWide = () => null } = {}) =>
  createStaticServer({
    root: dir,
    cors: true,
    runtimeConfig: () => ({ faultInjection }),
    faults: { serverWide },
  });

describe("a tab's faults on a remote's server", () => {
  it('serves every file under the prefix as itself when the mode does not touch it', async () => {
    const app = await remote();
    const res = await app.inject({ url: '/__mf-fault/chunk-404/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(HASH);
  });

  it('chunk-404: the page chunks answer 404, the other chunks 200', async () => {
    const app = await remote();
    expect((await app.inject({ url: `/__mf-fault/chunk-404/${PAGE}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/__mf-fault/chunk-404/10.${'a'.repeat(20)}.js` })).statusCode).toBe(200);
  });

  it('entry-500: remoteEntry.js answers 500, with CORS', async () => {
    const app = await remote();
    const res = await app.inject({ url: '/__mf-fault/entry-500/remoteEntry.js' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('stale: the manifest and remoteEntry.js name page chunks that do not exist', async () => {
    const app = await remote();
    const entry = await app.inject({ url: '/__mf-fault/stale/remoteEntry.js' });
    expect(entry.body).toBe(`var chunks = {935: "${REVERSED}"};`);
    const manifest = await app.inject({ url: '/__mf-fault/stale/mf-manifest.json' });
    expect(manifest.json().exposes[0].assets.js.sync).toEqual([
      `780.${[...MODULE_HASH].reverse().join('')}.js`,
      `__federation_expose_CartPage.${REVERSED}.js`,
    ]);
    const missing = await app.inject({
      url: `/__mf-fault/stale/__federation_expose_CartPage.${REVERSED}.js`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('down: the connection closes without an answer', async () => {
    const app = await remote();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address();
      await expect(fetch(`http://127.0.0.1:${port}/__mf-fault/down/mf-manifest.json`)).rejects.toThrow();
      expect((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is a plain 404 without faultInjection in the runtime config', async () => {
    const app = await remote({ faultInjection: false });
    expect((await app.inject({ url: '/__mf-fault/entry-500/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remoteEntry.js' })).statusCode).toBe(200);
  });
});

describe('a fault switched for everyone', () => {
  it('stale is a redeploy: the new names are served, the old ones are gone', async () => {
    const app = await remote({ serverWide: () => parseMode('stale') });
    const entry = await app.inject({ url: '/remoteEntry.js' });
    expect(entry.body).toContain(REVERSED);
    expect((await app.inject({ url: `/${PAGE}` })).statusCode).toBe(404);
    const renamed = await app.inject({ url: `/__federation_expose_CartPage.${REVERSED}.js` });
    expect([renamed.statusCode, renamed.body]).toEqual([200, 'page();']);
  });

  it('stale renames the page’s module chunks too, and leaves other chunks alone', async () => {
    const app = await remote({ serverWide: () => parseMode('stale') });
    expect((await app.inject({ url: `/${PAGE_MODULE}` })).statusCode).toBe(404);
    const renamed = await app.inject({ url: `/780.${[...MODULE_HASH].reverse().join('')}.js` });
    expect([renamed.statusCode, renamed.body]).toEqual([200, 'cartPage();']);
    expect((await app.inject({ url: `/10.${'a'.repeat(20)}.js` })).statusCode).toBe(200);
  });

  it('chunk-404 and entry-500 hit every visitor; none of it without faultInjection', async () => {
    const broken = await remote({ serverWide: () => parseMode('chunk-404') });
    expect((await broken.inject({ url: `/${PAGE}` })).statusCode).toBe(404);
    const off = await remote({ faultInjection: false, serverWide: () => parseMode('entry-500') });
    expect((await off.inject({ url: '/remoteEntry.js' })).statusCode).toBe(200);
  });

  it.each(['server-down', 'server-throws', 'server-slow:60000'])(
    'a server-side mode (%s) leaves the files as they are: the browser loads the page as usual',
    async (text) => {
      const app = await remote({ serverWide: () => parseMode(text) });
      for (const url of ['/remoteEntry.js', '/mf-manifest.json', `/${PAGE}`])
        expect((await app.inject({ url })).statusCode).toBe(200);
    },
  );
});

describe('parseMode', () => {
  it('reads the modes with : or - before a delay, and refuses the rest', () => {
    expect(parseMode('slow:1500')).toEqual({ name: 'slow', ms: 1500 });
    expect(parseMode('api-slow-200')).toEqual({ name: 'api-slow', ms: 200 });
    expect(parseMode('api-401')).toEqual({ name: 'api-401' });
    expect(parseMode('server-slow:400')).toEqual({ name: 'server-slow', ms: 400 });
    expect(parseMode('server-down')).toEqual({ name: 'server-down' });
    expect(parseMode('server-throws')).toEqual({ name: 'server-throws' });
    for (const bad of ['slow', 'api-slow', 'server-slow', 'slow:700000', 'server-500', 'explode', ''])
      expect(parseMode(bad)).toBeNull();
  });

  it("refuses a server-side mode in a tab's fault path (such a tab is rendered by the browser)", async () => {
    const app = await remote();
    expect((await app.inject({ url: '/__mf-fault/server-down/remoteEntry.js' })).statusCode).toBe(404);
  });
});
