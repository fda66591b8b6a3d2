// `node scripts/smoke-start.mjs [--base-port 5040] [--summary <file>]`: what a new user does first,
// checked (CI runs it on its fresh clone before `npm test`). Runs `npm start` twice on its own ports:
// each time it waits until the shell, every remote's manifest and the API's health check answer,
// opens each brand's home in Chromium and checks it rendered, then stops it as Ctrl-C would and
// checks every port is free again. The first run installs and builds; the second must rebuild
// nothing and serve within seconds. Prints one line per check and closes with "N passed, N failed"
// (also written to --summary).
// Like start.mjs it runs before anything is installed: only built-ins and scripts/lib statically;
// Playwright is imported once the first `npm start` has installed it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { chromiumPath } from './lib/chromium.mjs';
import { describeHeldPorts, heldPorts } from './lib/port-owners.mjs';
import { processTree, stopProcessTree, terminate } from './lib/process-tree.mjs';
import { API, APPS, REMOTES, ROOT, SHELL, portsFrom } from './lib/workspace.mjs';

// The first start installs the dependencies and builds seven targets on two cores.
const FIRST_START_LIMIT_MS = 15 * 60_000;
// Not a benchmark: a ceiling that only a rebuild or a hang reaches.
const SECOND_START_LIMIT_MS = 90_000;
const STOP_LIMIT_MS = 30_000;
const PAGE_LIMIT_MS = 30_000;

const { values: flags } = parseArgs({
  // 5040: shell 5040, remotes 5041-5045, API 5050 (5050 as a base would put the API on 5060,
  // a port browsers refuse).
  options: { 'base-port': { type: 'string', default: '5040' }, summary: { type: 'string' } },
});
const ports = portsFrom(Number(flags['base-port']));
// Its own database folder, so neither a developer's api-server/data nor the browser suite's sees it.
const dataDir = mkdtempSync(join(tmpdir(), 'smoke-start-api-'));

const results = [];
function record(ok, title, detail = '') {
  results.push({ ok, title });
  console.info(`${ok ? '✓' : '✗'} ${title}${detail ? `\n    ${detail.split('\n').join('\n    ')}` : ''}`);
}

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The `npm start` running now, stopped with its whole tree if this script is interrupted. */
let current = null;

/** `npm start` on the smoke ports, in a process group of its own; its output echoed and kept. */
function startNpmStart(label) {
  const child = spawn('npm', ['start', '--', '--base-port', String(ports[SHELL.name])], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      console.info(`${label} | ${line}`);
    });
  }
  const exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit(signal ?? code)),
  );
  current = child;
  return { child, output, exited };
}

// Interrupted (Ctrl-C, CI's time-out): the running `npm start` and its API go too.
for (const signalName of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signalName, async () => {
    console.error(`\n${signalName}: stopping npm start…`);
    if (current) await stopProcessTree(current, 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
}

/** Every address that must answer before the product counts as served. */
const readinessUrls = () => [
  `http://127.0.0.1:${ports[SHELL.name]}/`,
  ...REMOTES.map((remote) => `http://127.0.0.1:${ports[remote.name]}/mf-manifest.json`),
  `http://127.0.0.1:${ports[API.name]}/api/rest/rest-check/`,
];

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves when everything answers, `npm start` exits, or time is up: with the addresses still
 * silent, and the seconds from `startedAt` at which the last front-end server and the API answered.
 */
async function waitUntilServed(run, limitMs, startedAt) {
  let exitedWith;
  run.exited.then((status) => {
    exitedWith = status;
  });
  const [apiUrl] = readinessUrls().slice(-1);
  const secondsAt = {};
  let silent = readinessUrls();
  for (const deadline = Date.now() + limitMs; Date.now() < deadline && exitedWith === undefined;) {
    const answered = await Promise.all(silent.map(answers));
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    silent = silent.filter((_, index) => !answered[index]);
    if (!silent.some((url) => url !== apiUrl)) secondsAt.frontEnd ??= seconds;
    if (!silent.includes(apiUrl)) secondsAt.api ??= seconds;
    if (!silent.length) return { silent, secondsAt };
    await sleep(500);
  }
  return { silent, exitedWith, secondsAt };
}

/** Each brand's home, by the product word the served config uses. */
async function brandHomes() {
  const config = await (await fetch(`http://127.0.0.1:${ports[SHELL.name]}/config.json`)).json();
  const word = config.productWord;
  return [
    { name: 'careapp', path: '/' },
    { name: 'stud', path: '/stud/' },
    { name: `${word}cele`, path: `/${word}cele/` },
    { name: `${word}celeorg`, path: `/${word}celeorg/` },
  ];
}

/** Opens a brand home and says what is wrong with it, or null when it rendered. */
async function problemWithHome(browser, path) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const response = await page.goto(`http://localhost:${ports[SHELL.name]}${path}`, {
      timeout: PAGE_LIMIT_MS,
    });
    if (!response?.ok()) return `HTTP ${response?.status() ?? 'no response'}`;
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible', timeout: PAGE_LIMIT_MS });
    await page.getByRole('banner').waitFor({ state: 'visible', timeout: PAGE_LIMIT_MS });
    await page.getByRole('contentinfo').waitFor({ state: 'visible', timeout: PAGE_LIMIT_MS });
    // The brand's error pages have a header, a footer and a heading too.
    const errorText = page.getByText(/Page not found|couldn't find the page|An error has occurred/);
    if (await errorText.count()) return `shows an error page: "${await errorText.first().innerText()}"`;
    if (errors.length) return `script errors: ${errors.join('; ')}`;
    console.info(`    "${(await heading.innerText()).trim()}" under the brand's header`);
    return null;
  } catch (error) {
    return error.message.split('\n')[0];
  } finally {
    await page.close();
  }
}

/** Stops the run as Ctrl-C does and checks every port is free again; whatever lingers is killed. */
async function stopAndCheck(run, label) {
  const tree = processTree(run.child.pid);
  try {
    process.kill(-run.child.pid, 'SIGINT');
  } catch {
    // Already gone: the ports tell whether it left anything.
  }
  await Promise.race([run.exited, sleep(STOP_LIMIT_MS)]);
  let held = await heldPorts(Object.values(ports));
  for (const deadline = Date.now() + 5_000; held.length && Date.now() < deadline; await sleep(250))
    held = await heldPorts(Object.values(ports));
  record(!held.length, `${label}: Ctrl-C stops every server`, describeHeldPorts(held).join('\n'));
  await terminate(tree);
}

/**
 * One `npm start`: served (timed), each brand home rendered, stopped. `afterServed` adds the
 * checks of its output.
 * @returns {Promise<boolean>} whether it served at all
 */
async function smokeRun(label, limitMs, browserFor, afterServed = () => {}) {
  const startedAt = Date.now();
  const run = startNpmStart(label);
  const { silent, exitedWith, secondsAt } = await waitUntilServed(run, limitMs, startedAt);
  const why =
    exitedWith !== undefined
      ? `npm start exited (${exitedWith}) first; its last lines:\n${run.output.slice(-15).join('\n')}`
      : `after ${limitMs / 1000} s these still do not answer: ${silent.join(', ')}`;
  const served = !silent.length;
  record(
    served,
    `${label}: the shell, ${REMOTES.length} remote manifests and the API answer${served ? ` after ${Math.max(secondsAt.frontEnd, secondsAt.api)} s` : ''}`,
    served ? `shell and remotes after ${secondsAt.frontEnd} s, API after ${secondsAt.api} s` : why,
  );
  if (served) {
    afterServed(run.output);
    const browser = await browserFor();
    for (const brand of await brandHomes()) {
      const problem = await problemWithHome(browser, brand.path);
      record(!problem, `${label}: the ${brand.name} home (${brand.path}) renders in Chromium`, problem ?? '');
    }
  }
  await stopAndCheck(run, label);
  return served;
}

/** The second start installs and builds nothing: every target says "up to date". */
function checkNothingRebuilt(output) {
  const work = output.filter((line) => /: building$|installing/.test(line));
  const targets = [...APPS.map((app) => app.dir), API.dir];
  const unsaid = targets.filter((dir) => !output.includes(`${dir}: up to date`));
  record(
    !work.length && !unsaid.length,
    'second npm start: nothing installed or rebuilt',
    [...work, ...unsaid.map((dir) => `no "${dir}: up to date"`)].join('\n'),
  );
}

let browser;
const browserFor = async () => {
  if (browser) return browser;
  // Installed by the first `npm start` (e2e's devDependency); e2e/support/chromium.json says how
  // Chromium starts here.
  const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const { args } = JSON.parse(readFileSync(join(ROOT, 'e2e', 'support', 'chromium.json'), 'utf8'));
  browser = await chromium.launch({ executablePath: chromiumPath(), args });
  return browser;
};

try {
  const held = await heldPorts(Object.values(ports));
  if (held.length) {
    record(false, `ports ${Object.values(ports).join(', ')} are free`, describeHeldPorts(held).join('\n'));
  } else if (await smokeRun('first npm start', FIRST_START_LIMIT_MS, browserFor)) {
    await smokeRun('second npm start', SECOND_START_LIMIT_MS, browserFor, checkNothingRebuilt);
  }
} catch (error) {
  record(false, 'the smoke run itself', error.stack ?? String(error));
} finally {
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const line = `${passed} passed, ${results.length - passed} failed`;
if (flags.summary)
  writeFileSync(
    flags.summary,
    `${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.title}`).join('\n')}\n${line}\n`,
  );
console.info(line);
process.exit(passed === results.length ? 0 : 1);
