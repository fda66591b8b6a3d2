// `pnpm bench`: performance figures as JSON on stdout.
//   buildSeconds   wall time of a production build of every app and the API (`pnpm build`)
//   studHome       JavaScript the stud home page downloads, gzipped, split into shell and remotes
// Flags: --skip-build (measure the page only, against what is built).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensurePnpm } from './lib/pnpm.mjs';
import { ROOT, SHELL_PORT } from './lib/workspace.mjs';

// The browser settings the browser tests use.
const chromiumSettings = JSON.parse(readFileSync(join(ROOT, 'e2e', 'support', 'chromium.json'), 'utf8'));

async function measureBuild(pnpm) {
  const started = process.hrtime.bigint();
  const result = spawnSync(pnpm, ['build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('pnpm build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Waits for `url` to answer while `server` still runs: a server that died (port taken) fails. */
async function waitFor(url, server, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}): is a port taken?`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measureStudHome() {
  // Something already on the shell's port would be measured instead of this build.
  if (
    await fetch(`http://127.0.0.1:${SHELL_PORT}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${SHELL_PORT} is taken: stop what serves it, then run the bench again`);
  }
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs'), '--no-api'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  try {
    const shellUrl = `http://localhost:${SHELL_PORT}`;
    await waitFor(`${shellUrl}/config.json`, server);
    const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
    const browser = await chromium.launch({
      executablePath: chromiumSettings.executablePath,
      args: chromiumSettings.args,
    });
    try {
      const page = await browser.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(`${shellUrl}/stud/`, { waitUntil: 'networkidle' });
      const files = [];
      for (const response of scripts) {
        const body = await response.body();
        const url = new URL(response.url());
        files.push({
          url: url.href,
          from: url.port === String(SHELL_PORT) ? 'shell' : 'remote',
          gzipBytes: gzipSync(body).length,
        });
      }
      const kb = (from) =>
        Math.round(
          files.filter((f) => !from || f.from === from).reduce((sum, f) => sum + f.gzipBytes, 0) / 10.24,
        ) / 100;
      return { shellKbGz: kb('shell'), remotesKbGz: kb('remote'), totalKbGz: kb(), files };
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

const pnpm = await ensurePnpm({ log: (message) => console.error(message) });
const report = { date: new Date().toISOString() };
if (!process.argv.includes('--skip-build'))
  report.buildSeconds = Number((await measureBuild(pnpm)).toFixed(1));
report.studHome = await measureStudHome();
console.log(JSON.stringify(report, null, 2));
