// Unknown paths of the shell answer 404 with the shell's page; the matcher is the one the shell's
// build writes into its dist (host-shell/src/server/known-routes.ts, tested there), stood in for
// here by a small one with the same export.
const { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');

const config = { apiBaseUrl: 'http://127.0.0.1:8000', remotes: {}, brandHosts: { stud: 'stud.localhost' } };
const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

function writeMatcher(dir, body) {
  mkdirSync(join(dir, 'server'), { recursive: true });
  const file = join(dir, 'server', 'known-routes.cjs');
  writeFileSync(file, `exports.isKnownRoute = ${body};\n`);
  return file;
}

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'known-routes-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'main.js'), 'var main;');
  // A page: '/', '/shop' on stud's own host, '/stud' and below, anything else not.
  writeMatcher(
    dir,
    `(config, url) => url.pathname === '/' || (url.hostname === config.brandHosts.stud ? url.pathname === '/shop' : /^\\/stud(\\/|$)/.test(url.pathname))`,
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const shell = (extra = {}) =>
  createStaticServer({
    root: dir,
    spaFallback: true,
    inlineConfig: true,
    knownRoutes: true,
    routes: { '/config.json': () => config },
    runtimeConfig: () => config,
    ...extra,
  });

async function get(app, url, headers = {}) {
  return app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });
}

describe('unknown paths of the shell', () => {
  it('answer 404 with the same page, so the browser still shows the brand’s not-found screen', async () => {
    const app = await shell();
    const page = await get(app, '/stud/shop');
    const missing = await get(app, '/no-such-page?utm=x');
    expect(page.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(missing.body).toBe(page.body);
    expect(missing.body).toContain('id="runtime-config"');
    await app.close();
  });

  it('ask the matcher with the request’s host name, without its port', async () => {
    const app = await shell();
    expect((await get(app, '/shop', { host: 'stud.localhost:3000' })).statusCode).toBe(200);
    expect((await get(app, '/shop')).statusCode).toBe(404);
    await app.close();
  });

  it('are never answered 304: a 404 carries no ETag', async () => {
    const app = await shell();
    const page = await get(app, '/stud/');
    expect((await get(app, '/stud/', { 'if-none-match': page.headers.etag })).statusCode).toBe(304);
    const missing = await get(app, '/nope', { 'if-none-match': page.headers.etag });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    await app.close();
  });

  it('leave files, /config.json and missing files as they were', async () => {
    const app = await shell();
    expect((await get(app, '/main.js')).statusCode).toBe(200);
    expect((await get(app, '/config.json')).statusCode).toBe(200);
    const missingFile = await get(app, '/missing.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.body).toBe('Not Found\n');
    await app.close();
  });

  it('never serve the matcher itself to a browser', async () => {
    const app = await shell();
    const response = await get(app, '/server/known-routes.cjs');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('isKnownRoute');
    await app.close();
  });

  it('use a rebuilt matcher at once', async () => {
    const app = await shell();
    expect((await get(app, '/later')).statusCode).toBe(404);
    const file = writeMatcher(dir, '() => true');
    const future = new Date(Date.now() + 5000);
    utimesSync(file, future, future);
    expect((await get(app, '/later')).statusCode).toBe(200);
    await app.close();
  });

  it('answer 200 as before when the build wrote no matcher or it fails', async () => {
    rmSync(join(dir, 'server'), { recursive: true });
    const app = await shell();
    expect((await get(app, '/no-such-page')).statusCode).toBe(200);
    writeMatcher(dir, '() => { throw new Error("broken build"); }');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await get(app, '/no-such-page')).statusCode).toBe(200);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    await app.close();
  });

  it('are not checked at all without the option (the remotes’ standalone pages)', async () => {
    const app = await shell({ knownRoutes: false });
    expect((await get(app, '/no-such-page')).statusCode).toBe(200);
    expect((await get(app, '/server/known-routes.cjs')).statusCode).toBe(200);
    await app.close();
  });
});

describe('signed-in pages without a session (docs/adr/0192)', () => {
  // The matcher's `loginRedirectOf`, stood in for: /stud/profile needs the session cookie.
  const withRedirects = (body) => {
    const file = writeMatcher(dir, '() => true');
    writeFileSync(file, `exports.isKnownRoute = () => true;\nexports.loginRedirectOf = ${body};\n`);
  };
  beforeEach(() =>
    withRedirects(
      `(config, url, cookies) => url.pathname === '/stud/profile' && !/signed_in=1/.test(cookies ?? '') ? '/stud/login' + (url.search ? url.search + '&' : '?') + 'next=%2Fprofile' : null`,
    ),
  );

  it('are sent to login by the server, the query kept, for every visitor’s own answer', async () => {
    const app = await shell();
    const response = await get(app, '/stud/profile?utm_source=mail');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/stud/login?utm_source=mail&next=%2Fprofile');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie');
    expect(response.body).toBe('');
    const head = await app.inject({
      method: 'HEAD',
      url: '/stud/profile',
      headers: { host: 'localhost:3000' },
    });
    expect(head.statusCode).toBe(302);
    await app.close();
  });

  it('are served as before to a browser that holds a session, and other pages are untouched', async () => {
    const app = await shell();
    expect((await get(app, '/stud/profile', { cookie: 'vid=x; signed_in=1' })).statusCode).toBe(200);
    expect((await get(app, '/stud/shop')).statusCode).toBe(200);
    await app.close();
  });

  it('are left to the browser’s guard when the matcher has no redirects or fails', async () => {
    writeMatcher(dir, '() => true');
    const app = await shell();
    expect((await get(app, '/stud/profile')).statusCode).toBe(200);
    withRedirects('() => { throw new Error("broken build"); }');
    const future = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'server', 'known-routes.cjs'), future, future);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await get(app, '/stud/profile')).statusCode).toBe(200);
    expect((await get(app, '/stud/profile')).statusCode).toBe(200);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    await app.close();
  });

  it('are not redirected without the option', async () => {
    const app = await shell({ knownRoutes: false });
    expect((await get(app, '/stud/profile')).statusCode).toBe(200);
    await app.close();
  });
});
