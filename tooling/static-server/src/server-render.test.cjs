// Server-rendered pages in the static server (docs/adr/0140). The renderer is the shell's build
// (dist/server/render.cjs); here small stand-ins of it are written into a dist folder, so what is
// checked is this server's part: the markup in the page, the nonce on every inline script and in
// the policy, and the page as the browser renders it whenever the renderer fails or is late.
const {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');
const { activeServerFaults } = require('./server-render.cjs');

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
  '<title>Loading…</title>',
  '<script>window.preload = 1;</script>',
  '<script id="shell-loads" type="application/json">{}</script>',
  '</head><body><noscript><h1>Please turn on JavaScript</h1></noscript>',
  '<div id="root"></div></body></html>',
].join('\n');

/** The shell's page as built: the inline route preloader and the deferred entry script. */
const BUILT_PAGE = PAGE.replace(
  '<script>window.preload = 1;</script>',
  [
    '<script id="route-preloader">window.preload = 1;</script>',
    '<script defer="defer" src="/main.0123abcd.js"></script>',
  ].join(''),
);

const RENDERERS = {
  working: `exports.isServerRendered = () => true;
exports.render = async ({ nonce }) => ({
  htmlAttributes: 'data-brand="stud"',
  head: '<style nonce="' + nonce + '">.a{}</style><script id="server-page" type="application/json">null</script>',
  body: '<main><h1>Rendered</h1></main>',
  page: null,
});`,
  notFound: `exports.isServerRendered = () => true;
exports.render = async () => ({
  htmlAttributes: 'data-brand="stud"',
  head: '<script id="server-page" type="application/json">null</script>',
  body: '<main><h1>Page not found</h1></main>',
  page: null,
  complete: true,
});`,
  throwing: `exports.isServerRendered = () => true;
exports.render = async () => { throw new Error('the renderer failed'); };`,
  hanging: `exports.isServerRendered = () => true;
exports.render = () => new Promise(() => {});`,
  // Says which server-side faults it was handed, as the page's markup.
  echoingFaults: `exports.isServerRendered = () => true;
exports.render = async ({ faults }) => ({
  htmlAttributes: '',
  head: '',
  body: '<main>faults: ' + JSON.stringify(faults) + '</main>',
  page: null,
});`,
  // Loads its pages for the config's remotes (server-render.cjs warmUp).
  warming: `exports.isServerRendered = () => true;
exports.render = async () => { throw new Error('not asked here'); };
exports.warmUp = async (config) => ({ loaded: Object.keys(config.remotes).map((r) => r + '/Page'), missing: [] });`,
  // Counts its warm-ups in a file beside it (it runs in Node's own context, not the test's), and
  // asks for one every 10 ms (server-render.cjs keepWarm).
  warmingOften: `exports.isServerRendered = () => true;
exports.render = async () => { throw new Error('not asked here'); };
exports.warmUpEveryMs = () => 10;
exports.warmUp = async () => {
  require('node:fs').appendFileSync(require('node:path').join(__dirname, 'warm-ups'), '.');
  return { loaded: [], missing: [] };
};`,
  warmingThrows: `exports.isServerRendered = () => true;
exports.render = async () => { throw new Error('not asked here'); };
exports.warmUp = async () => { throw new Error('the warm-up failed'); };`,
  // Notes its dispose in a file beside it (server-render.cjs: a rebuilt renderer replaces it).
  disposing: `exports.isServerRendered = () => true;
exports.dispose = () => require('node:fs').appendFileSync(require('node:path').join(__dirname, 'disposed'), 'x');
exports.render = async () => ({ htmlAttributes: '', head: '', body: '<main><h1>First build</h1></main>', page: null });`,
  refusing: `exports.isServerRendered = () => false;
exports.render = async () => { throw new Error('never called'); };`,
};

let dir;
let app;
/** A stand-in of the shell's route matcher (known-routes.cjs): the stud pages the tests ask for. */
const KNOWN_ROUTES = `exports.isKnownRoute = (_config, url) => ['/stud/', '/stud/shop'].includes(url.pathname);`;

async function serve(renderer, config = {}, serverFaults = undefined, page = PAGE) {
  dir = mkdtempSync(join(tmpdir(), 'server-render-'));
  writeFileSync(join(dir, 'index.html'), page);
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'render.cjs'), RENDERERS[renderer]);
  writeFileSync(join(dir, 'server', 'known-routes.cjs'), KNOWN_ROUTES);
  app = await createStaticServer({
    root: dir,
    spaFallback: true,
    knownRoutes: true,
    serverRender: true,
    serverRenderOptions: { capMs: 50 },
    ...(serverFaults ? { serverFaults } : {}),
    runtimeConfig: () => ({ remotes: {}, apiBaseUrl: 'http://127.0.0.1:8000', ...config }),
  });
  return app;
}

afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers['content-security-policy'])?.[1];

describe('a rebuilt renderer', () => {
  it('is used from the next page on, the one it replaces let go of first', async () => {
    await serve('disposing');
    expect((await app.inject({ method: 'GET', url: '/stud/' })).body).toContain('First build');
    const file = join(dir, 'server', 'render.cjs');
    writeFileSync(file, RENDERERS.working);
    const future = new Date(Date.now() + 5000);
    utimesSync(file, future, future);
    expect(existsSync(join(dir, 'server', 'disposed'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/stud/' })).body).toContain('<h1>Rendered</h1>');
    expect(readFileSync(join(dir, 'server', 'disposed'), 'utf8')).toBe('x');
  });
});

describe("the renderer's warm-up", () => {
  it('loads the pages of the runtime config through the renderer and says which', async () => {
    await serve('warming', { remotes: { shop: 'http://127.0.0.1:3002/mf-manifest.json' } });
    await expect(app.warmUp()).resolves.toEqual({ loaded: ['shop/Page'], missing: [] });
  });

  it('goes on warming up at the interval the renderer asks for, until the server closes', async () => {
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    await serve('warmingOften');
    const warmUps = () => readFileSync(join(dir, 'server', 'warm-ups'), 'utf8').length;
    await app.warmUp();
    await app.warmUp();
    for (let waited = 0; warmUps() < 6 && waited < 3_000; waited += 10) await wait(10);
    expect(warmUps()).toBeGreaterThanOrEqual(6);
    await app.close();
    const afterClose = warmUps();
    await wait(100);
    expect(warmUps()).toBe(afterClose);
  });

  it('resolves null, never rejects, when the renderer has no warm-up or it fails', async () => {
    await serve('working');
    await expect(app.warmUp()).resolves.toBeNull();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await serve('warmingThrows');
    await expect(app.warmUp()).resolves.toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('server-rendered pages', () => {
  it('puts the markup into #root and one fresh nonce on each inline script and in the policy', async () => {
    await serve('working');
    const first = await app.inject({ method: 'GET', url: '/stud/' });
    const second = await app.inject({ method: 'GET', url: '/stud/' });
    expect(first.statusCode).toBe(200);
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).toContain('<div id="root"><main><h1>Rendered</h1></main></div>');
    expect(first.body).toContain('<html lang="en" data-brand="stud">');
    expect(first.body).toContain(`<style nonce="${nonce}">.a{}</style><script id="server-page"`);
    // The script that runs carries the nonce; data blocks are not run and need none.
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts).toEqual([
      ` nonce="${nonce}"`,
      ' id="shell-loads" type="application/json"',
      ' id="server-page" type="application/json"',
    ]);
  });

  it('hands a rendered page its entry scripts as a data block the preloader loads after the first paint', async () => {
    await serve('working', {}, undefined, BUILT_PAGE);
    const response = await app.inject({ method: 'GET', url: '/stud/' });
    expect(response.body).toContain('<html lang="en" data-brand="stud" data-paint-first>');
    expect(response.body).not.toContain('<script defer');
    expect(response.body).toContain(
      '<script id="shell-entry" type="application/json">["/main.0123abcd.js"]</script>',
    );
  });

  it('keeps the entry script tags where the browser renders the page or no preloader would load them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await serve('throwing', {}, undefined, BUILT_PAGE);
    const failed = await app.inject({ method: 'GET', url: '/stud/' });
    expect(failed.body).toContain('<script defer="defer" src="/main.0123abcd.js"></script>');
    expect(failed.body).not.toContain('data-paint-first');
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    await serve('working', {}, undefined, BUILT_PAGE.replace(' id="route-preloader"', ''));
    const withoutPreloader = await app.inject({ method: 'GET', url: '/stud/' });
    expect(withoutPreloader.body).toContain('<script defer="defer" src="/main.0123abcd.js"></script>');
    expect(withoutPreloader.body).not.toContain('shell-entry');
  });

  it("answers an unknown path 404 with the brand's not-found page the renderer rendered", async () => {
    await serve('notFound');
    const response = await app.inject({ method: 'GET', url: '/stud/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><main><h1>Page not found</h1></main></div>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // The whole page is in it: no note asking for JavaScript.
    expect(response.body).not.toContain('Please turn on JavaScript');
  });

  it('keeps the note asking for JavaScript where the remote page is a placeholder', async () => {
    await serve('working');
    const response = await app.inject({ method: 'GET', url: '/stud/' });
    expect(response.body).toContain('<div id="root"><main><h1>Rendered</h1></main></div>');
    expect(response.body).toContain('Please turn on JavaScript');
  });

  it('answers an unknown path 404 with the page as the browser renders it when the renderer fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await serve('throwing');
    const response = await app.inject({ method: 'GET', url: '/stud/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("leaves a tab that asks for testers' faults to the browser, where its faults act", async () => {
    await serve('working', { faultInjection: true });
    const faulted = await app.inject({ method: 'GET', url: '/stud/shop?mf-fault=shop:chunk-404' });
    expect(faulted.statusCode).toBe(200);
    expect(faulted.body).toContain('<div id="root"></div>');
    // The same page without the fault request, or a fault request where faults are off, is rendered.
    const plain = await app.inject({ method: 'GET', url: '/stud/shop' });
    expect(plain.body).toContain('<main><h1>Rendered</h1></main>');
  });

  it('renders a page with a fault parameter where the configuration allows no faults', async () => {
    await serve('working');
    const response = await app.inject({ method: 'GET', url: '/stud/shop?mf-fault=shop:chunk-404' });
    expect(response.body).toContain('<main><h1>Rendered</h1></main>');
  });

  it('hands the renderer the server-side faults switched for everyone, only with faultInjection', async () => {
    const board = () => ({ shop: { name: 'server-down' } });
    await serve('echoingFaults', { faultInjection: true }, board);
    const on = await app.inject({ method: 'GET', url: '/stud/shop' });
    expect(on.body).toContain('<main>faults: {"shop":{"name":"server-down"}}</main>');
    await app.close();
    // Fail closed: a config without `faultInjection: true` passes no fault on.
    await serve('echoingFaults', { faultInjection: 'yes' }, board);
    const off = await app.inject({ method: 'GET', url: '/stud/shop' });
    expect(off.body).toContain('<main>faults: null</main>');
  });

  it('passes no server-side fault on without faultInjection: true', () => {
    expect(activeServerFaults({}, () => ({ shop: { name: 'server-throws' } }))).toBeNull();
    expect(activeServerFaults({ faultInjection: true }, () => ({}))).toBeNull();
  });

  it.each(['throwing', 'hanging', 'refusing'])(
    'sends the page as built when the renderer is %s',
    async (kind) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await serve(kind);
      const response = await app.inject({ method: 'GET', url: '/stud/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['content-security-policy']).not.toContain('nonce-');
    },
  );
});
