// The render cache of server-rendered pages (rendered-page-cache.cjs, docs/adr/0140): its key, its
// lifetime and the nonce put into each response, then the cache in the static server with a
// stand-in renderer that names its variant by the request's cookie and numbers its renders, so a
// page served from the cache shows the number of the render it came from.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');
const { createFaultBoard } = require('./fault-board.cjs');
const { createRenderedPageCache, renderCacheTtlOf } = require('./rendered-page-cache.cjs');

const url = { protocol: 'http:', hostname: 'localhost', port: '3000', pathname: '/stud/', search: '' };

describe('createRenderedPageCache', () => {
  it('keys by scheme, host, port, path, query, the page around the render and the render key', () => {
    const cache = createRenderedPageCache();
    const key = cache.keyOf(url, 'W/"page"', 'reads-a');
    const others = [
      cache.keyOf({ ...url, protocol: 'https:' }, 'W/"page"', 'reads-a'),
      cache.keyOf({ ...url, hostname: 'brand.example' }, 'W/"page"', 'reads-a'),
      cache.keyOf({ ...url, port: '3001' }, 'W/"page"', 'reads-a'),
      cache.keyOf({ ...url, pathname: '/stud/about' }, 'W/"page"', 'reads-a'),
      cache.keyOf({ ...url, search: '?page=2' }, 'W/"page"', 'reads-a'),
      cache.keyOf(url, 'W/"other head"', 'reads-a'),
      cache.keyOf(url, 'W/"page"', 'reads-b'),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    expect(cache.keyOf({ ...url }, 'W/"page"', 'reads-a')).toBe(key);
  });

  it('keeps a page for its lifetime from when it was rendered, reading it or not', () => {
    let now = 1_000;
    const cache = createRenderedPageCache({ ttlMs: 5_000, now: () => now });
    cache.set('k', '<p>page</p>', []);
    now += 4_000;
    expect(cache.get('k')).toBeDefined();
    now += 999;
    expect(cache.get('k')).toBeDefined();
    now += 2;
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets go of expired pages nobody asks for again once a lifetime has passed, not only past its size', () => {
    let now = 1_000;
    const cache = createRenderedPageCache({ ttlMs: 5_000, now: () => now });
    cache.set('old build, home', '<p>home</p>', []);
    cache.set('old build, terms', '<p>terms</p>', []);
    now += 5_001;
    cache.set('new build, home', '<p>home</p>', []);
    expect(cache.size).toBe(1);
    now += 1_000;
    cache.set('new build, terms', '<p>terms</p>', []);
    expect(cache.size).toBe(2);
  });

  it("puts each response's nonce where the placeholder is, and the placeholder differs per process", () => {
    const cache = createRenderedPageCache();
    const slot = cache.placeholder;
    expect(slot).toMatch(/^nonce-slot-[A-Za-z0-9_-]{24}$/);
    expect(createRenderedPageCache().placeholder).not.toBe(slot);
    cache.set('k', `<script nonce="${slot}">1</script><style nonce="${slot}"></style>`, ['h']);
    const entry = cache.get('k');
    expect(cache.withNonce(entry, 'N1')).toBe('<script nonce="N1">1</script><style nonce="N1"></style>');
    expect(cache.withNonce(entry, 'N2')).toBe('<script nonce="N2">1</script><style nonce="N2"></style>');
    expect(entry.hashes).toEqual(['h']);
  });

  it('drops the oldest pages past its size', () => {
    const cache = createRenderedPageCache({ maxBytes: 10 });
    cache.set('a', '123456', []);
    cache.set('b', '123456', []);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });

  it('is off with a lifetime of 0; the setting takes whole milliseconds up to a minute', () => {
    expect(createRenderedPageCache({ ttlMs: 0 })).toBeNull();
    expect(renderCacheTtlOf({})).toBe(5_000);
    expect(renderCacheTtlOf({ SERVER_RENDER_CACHE_MS: '0' })).toBe(0);
    expect(renderCacheTtlOf({ SERVER_RENDER_CACHE_MS: '2500' })).toBe(2_500);
    for (const bad of ['-1', '1.5', 'soon', '60001'])
      expect(() => renderCacheTtlOf({ SERVER_RENDER_CACHE_MS: bad })).toThrow(/SERVER_RENDER_CACHE_MS/);
  });
});

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
  '<title>Loading…</title>',
  '<script>window.preload = 1;</script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

// The variant is the cookie's `variant=`; a visitor without a `vid` gets a new one each time.
// `kept: false` renders as a page with the placeholder would (no render key: never kept).
const RENDERER = `let renders = 0;
let visitors = 0;
exports.isServerRendered = () => true;
exports.render = async ({ nonce, cookies, reuse }) => {
  const variant = /variant=(\\w+)/.exec(cookies ?? '')?.[1] ?? 'a';
  const setCookie = /vid=/.test(cookies ?? '') ? null : 'vid=visitor' + (visitors += 1) + '; Path=/';
  const renderKey = variant === 'down' ? null : 'reads-' + variant;
  if (renderKey && reuse?.(renderKey)) return { reused: true, renderKey, setCookie };
  renders += 1;
  return {
    htmlAttributes: 'data-brand="stud"',
    head: '<style nonce="' + nonce + '">.a{}</style>',
    body: '<main><h1>Variant ' + variant + ', render ' + renders + '</h1></main>',
    page: renderKey ? { remote: 'content', module: 'HomePage' } : null,
    setCookie,
    renderKey,
  };
};`;

let dir;
let app;
let now;
async function serve({ config = {}, board } = {}) {
  dir = mkdtempSync(join(tmpdir(), 'render-cache-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'render.cjs'), RENDERER);
  // lru-cache counts a start time of 0 as none: the clock starts later.
  now = 1_000;
  app = await createStaticServer({
    root: dir,
    spaFallback: true,
    serverRender: true,
    serverRenderCache: { ttlMs: 5_000, now: () => now },
    runtimeConfig: () => ({ remotes: {}, apiBaseUrl: 'http://127.0.0.1:8000', ...config }),
    ...(board ? { faultControl: { board, remotes: ['content'] } } : {}),
  });
  return app;
}

afterEach(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  app = undefined;
  dir = undefined;
});

const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers['content-security-policy'])?.[1];
const get = (path, cookie) => app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
const headingOf = (response) => /<h1>([^<]*)<\/h1>/.exec(response.body)?.[1];

describe('the render cache in the static server', () => {
  it('serves the same render again with a fresh nonce, and never the Set-Cookie of another visitor', async () => {
    await serve();
    const first = await get('/stud/');
    const second = await get('/stud/');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(headingOf(second)).toBe('Variant a, render 1');
    expect(second.body.replaceAll(nonceOf(second), 'N')).toBe(first.body.replaceAll(nonceOf(first), 'N'));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      expect(response.body).toContain(`<script nonce="${nonce}">window.preload = 1;</script>`);
      expect(response.body).toContain(`<style nonce="${nonce}">.a{}</style>`);
      expect(response.body).not.toContain('nonce-slot-');
    }
    // Each first visit gets its own id, a page from the cache included; a known visitor none.
    expect(first.headers['set-cookie']).toBe('vid=visitor1; Path=/');
    expect(second.headers['set-cookie']).toBe('vid=visitor2; Path=/');
    expect((await get('/stud/', 'vid=visitor1')).headers['set-cookie']).toBeUndefined();
  });

  it('never gives one variant to a visitor of another', async () => {
    await serve();
    expect(headingOf(await get('/stud/', 'vid=one; variant=a'))).toBe('Variant a, render 1');
    expect(headingOf(await get('/stud/', 'vid=two; variant=b'))).toBe('Variant b, render 2');
    expect(headingOf(await get('/stud/', 'vid=three; variant=a'))).toBe('Variant a, render 1');
    expect(headingOf(await get('/stud/', 'vid=four; variant=b'))).toBe('Variant b, render 2');
    // Another path or query is another page.
    expect(headingOf(await get('/stud/?ref=mail', 'vid=one; variant=a'))).toBe('Variant a, render 3');
    expect(headingOf(await get('/stud/about', 'vid=one; variant=a'))).toBe('Variant a, render 4');
  });

  it('renders again once the lifetime is over', async () => {
    await serve();
    await get('/stud/');
    now = 5_999;
    expect(headingOf(await get('/stud/'))).toBe('Variant a, render 1');
    now = 6_001;
    expect(headingOf(await get('/stud/'))).toBe('Variant a, render 2');
  });

  it('keeps no render that has the placeholder in place of the remote page', async () => {
    await serve();
    expect(headingOf(await get('/stud/', 'variant=down'))).toBe('Variant down, render 1');
    const again = await get('/stud/', 'variant=down');
    expect(headingOf(again)).toBe('Variant down, render 2');
    expect(again.headers['x-render-cache']).toBe('miss');
  });

  it('tells no shared cache to keep a rendered page, which depends on the cookie', async () => {
    await serve();
    for (const response of [await get('/stud/'), await get('/stud/')]) {
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("neither serves nor keeps a page while a fault is switched, nor for a tab's fault request", async () => {
    const board = createFaultBoard();
    await serve({ config: { faultInjection: true }, board });
    await get('/stud/');
    board.set('content', { name: 'server-down' });
    const faulted = await get('/stud/');
    expect(faulted.headers['x-render-cache']).toBe('bypass');
    expect(headingOf(faulted)).toBe('Variant a, render 2');
    // A tab's own fault request is left to the browser: no render, nothing kept or served.
    const tab = await get('/stud/?mf-fault=content:server-down');
    expect(tab.body).toContain('<div id="root"></div>');
    expect(tab.headers['x-render-cache']).toBeUndefined();
    board.clear();
    // What was rendered while the fault was on was not kept: the page from before it is served.
    expect(headingOf(await get('/stud/'))).toBe('Variant a, render 1');
  });
});
