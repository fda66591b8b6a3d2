// Source maps in a dist folder (an earlier build's, or one kept for the bench) are files like any
// other to the static handler: the server keeps them to itself unless told to serve them.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createStaticServer } = require('./index.cjs');

const CHUNK = 'main.0123456789abcdef0123.js';

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-maps-'));
  writeFileSync(join(dir, CHUNK), 'console.log(1);');
  writeFileSync(join(dir, `${CHUNK}.map`), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, `${CHUNK}.map.gz`), 'gz');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function statusOf(url, options = {}) {
  const app = await createStaticServer({ root: dir, spaFallback: true, ...options });
  try {
    return (await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })).statusCode;
  } finally {
    await app.close();
  }
}

describe('source maps', () => {
  it.each([`/${CHUNK}.map`, `/${CHUNK}.MAP`, `/${CHUNK}%2Emap`, `/${CHUNK}.map?v=1`, `/${CHUNK}.map.gz`])(
    'are not served by default: %s answers 404',
    async (url) => {
      expect(await statusOf(url)).toBe(404);
    },
  );

  it('leave the code they map served', async () => {
    expect(await statusOf(`/${CHUNK}`)).toBe(200);
  });

  it('are served when the setting asks for them', async () => {
    expect(await statusOf(`/${CHUNK}.map`, { sourceMaps: true })).toBe(200);
  });
});
