// The static server as the browser meets it: cache rules, pre-compressed files, CORS, the
// single-page fallback and the shell's HTML with its inlined config and security headers.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { brotliCompressSync, gzipSync } = require('node:zlib');
const { createStaticServer } = require('./index.cjs');

const HASHED = 'main.0123456789abcdef0123.js';
const config = {
  apiBaseUrl: 'http://127.0.0.1:8000',
  wsBaseUrl: 'ws://127.0.0.1:8000',
  remotes: { shop: 'http://127.0.0.1:3001/mf-manifest.json', content: '/content/mf-manifest.json' },
  googleClientId: '',
};
const INLINE_SCRIPT = 'window.early = 1;';

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  const js = 'console.log("a chunk");'.repeat(100);
  writeFileSync(join(dir, HASHED), js);
  writeFileSync(join(dir, `${HASHED}.br`), brotliCompressSync(js));
  writeFileSync(join(dir, `${HASHED}.gz`), gzipSync(js));
  writeFileSync(join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell = (extra = {}) =>
  createStaticServer({
    root: dir,
    spaFallback: true,
    routes: { '/config.json': () => config },
    inlineConfig: true,
    runtimeConfig: () => config,
    ...extra,
  });
const remote = () => createStaticServer({ root: dir, cors: true, runtimeConfig: () => config });

describe('cache rules', () => {
  it('keeps content-hashed chunks for a year, compressed or not', async () => {
    const app = await remote();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the manifest, remoteEntry.js, config.json and the HTML on every load', async () => {
    const app = await shell();
    for (const url of ['/mf-manifest.json', '/remoteEntry.js', '/config.json', '/', '/stud/shop']) {
      const res = await app.inject({ url });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });
});

describe('compression', () => {
  it('sends the brotli file written at build time when the browser accepts it', async () => {
    const app = await remote();
    const res = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const app = await remote();
    const gz = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a chunk');
  });

  it('honours quality values: an encoding refused with q=0 is not sent', async () => {
    const app = await remote();
    const res = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const none = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});

describe('remotes', () => {
  it('let any origin fetch their files and answer preflights', async () => {
    const app = await remote();
    const res = await app.inject({ url: '/mf-manifest.json' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({ method: 'OPTIONS', url: '/mf-manifest.json' });
    expect(preflight.statusCode).toBe(204);
  });

  it('answer a missing file with 404 and an unknown method with 405', async () => {
    const app = await remote();
    expect((await app.inject({ url: '/missing.0123456789abcdef0123.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
  });
});

describe("the shell's HTML", () => {
  it('carries the runtime config inline, as /config.json has it', async () => {
    const app = await shell();
    const res = await app.inject({ url: '/stud/shop' });
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse(inline[1])).toEqual(JSON.parse((await app.inject({ url: '/config.json' })).body));
  });

  it('preconnects to the remote and API origins', async () => {
    const res = await (await shell()).inject({ url: '/' });
    expect(res.body).toContain('<link rel="preconnect" href="http://127.0.0.1:3001" crossorigin>');
    expect(res.body).toContain('<link rel="preconnect" href="http://127.0.0.1:8000" crossorigin>');
  });

  it('escapes the config so a value cannot close the script element', async () => {
    const hostile = { ...config, productWord: '</script><script>alert(1)</script>' };
    const app = await shell({ runtimeConfig: () => hostile });
    const res = await app.inject({ url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse(inline[1]).productWord).toBe(hostile.productWord);
  });

  it('is compressed for browsers that accept it and answers a matching ETag with 304', async () => {
    const app = await shell();
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': res.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('is sent with the security headers, the inline script allowed by its hash', async () => {
    const res = await (await shell()).inject({ url: '/' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = res.headers['content-security-policy'];
    const hash = require('node:crypto').createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('is also what a remote sends for its standalone page, with the same policy but no config', async () => {
    const res = await (await remote()).inject({ url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.body).not.toContain('runtime-config');
  });
});
