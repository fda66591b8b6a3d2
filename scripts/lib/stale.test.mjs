import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale, markBuilt, sourcesOf } from './stale.mjs';

describe('whether a package must be rebuilt', () => {
  let dir;
  const past = new Date(Date.now() - 60_000);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stale-test-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'server.ts'), 'export {};\n');
    writeFileSync(join(dir, 'package.json'), '{}\n');
    for (const path of [join(dir, 'src', 'server.ts'), join(dir, 'src'), join(dir, 'package.json'), dir])
      utimesSync(path, past, past);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A first build: it creates dist/ next to the sources while it runs. */
  function build() {
    const startedAt = new Date(Date.now() - 1_000);
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'server.js'), '');
    markBuilt(join(dir, 'dist', 'server.js'), startedAt);
  }

  it('is up to date after its first build created dist/', () => {
    build();
    expect(isStale(join(dir, 'dist', 'server.js'), sourcesOf(dir))).toBe(false);
  });

  it('is stale when a source changes, and leaves out dependencies and outputs', () => {
    build();
    writeFileSync(join(dir, 'src', 'server.ts'), 'export const changed = true;\n');
    expect(isStale(join(dir, 'dist', 'server.js'), sourcesOf(dir))).toBe(true);
    expect(sourcesOf(dir).sort()).toEqual([join(dir, 'package.json'), join(dir, 'src')]);
  });
});
