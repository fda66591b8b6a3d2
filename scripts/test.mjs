// `npm test`: every test of the product, then one closing line "N passed, N failed" with the total
// over all suites (static checks count one each, jest and Playwright count their tests).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allTargets, buildStale, installIfNeeded } from './lib/build.mjs';
import { ChromiumMissingError, ensureChromium } from './lib/chromium.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { describeHeldPorts, heldPorts } from './lib/port-owners.mjs';
import { runInGroup, stopStepsOnSignals } from './lib/run-in-group.mjs';
import { portsFrom } from './lib/workspace.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const startedAt = Date.now();

// Ctrl-C, SIGTERM (a time-out) or a closed terminal stop the running step and all it started,
// the browser suite's servers included, so the next run finds its ports free.
stopStepsOnSignals();

/**
 * Runs one step. `holdOutput` keeps its output until it ends and then prints it in one piece, under
 * its title, for steps that run side by side.
 */
async function run(title, command, args, { holdOutput = false } = {}) {
  const started = Date.now();
  const header = `\n▶ ${title}: ${command} ${args.join(' ')}`;
  if (!holdOutput) console.info(header);
  const result = await runInGroup(command, args, { cwd: root, env: process.env, holdOutput });
  if (holdOutput) {
    console.info(header);
    process.stdout.write(result.output);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`◀ ${title}: exit ${result.status ?? result.signal} in ${seconds} s`);
  return result.status === 0;
}

function record(suite, passed, failed) {
  results.push({ suite, passed, failed });
}

/** A check counts as one test: passed or failed. */
function recordCheck(title, ok) {
  record(title, ok ? 1 : 0, ok ? 0 : 1);
}

async function check(title, command, args) {
  recordCheck(title, await run(title, command, args));
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summarize() {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.info('\nSummary');
  for (const r of results) console.info(`  ${r.suite.padEnd(18)} ${r.passed} passed, ${r.failed} failed`);
  console.info(`  total time ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  const line = `${passed} passed, ${failed} failed`;
  writeFileSync(join(reports, 'summary.txt'), `${line}\n`);
  // The closing line CI reads: nothing may print after it.
  console.info(line);
  return failed;
}

/** Whether the ports Playwright starts its servers on (e2e/playwright.config.ts) are free. */
async function browserPortsAreFree() {
  // Asked to reuse running servers: then they are meant to be there.
  if (process.env.E2E_REUSE === '1') return true;
  // The same base as e2e/support/stack.ts (default 4300); a bad one is left for it to report.
  const raw = process.env.E2E_BASE_PORT?.trim();
  let ports;
  try {
    ports = Object.values(portsFrom(raw ? Number(raw) : 4300));
  } catch {
    return true;
  }
  const held = await heldPorts(ports);
  if (!held.length) return true;
  console.error(`\nThe browser tests need ports ${ports.join(', ')}, but:`);
  for (const line of describeHeldPorts(held)) console.error(`  ${line}`);
  console.error('Stop those servers (or set E2E_BASE_PORT to move the tests), then run again.');
  return false;
}

// The browser tests need Chromium: install Debian's when missing, or stop at once with the one
// line saying what to run (before minutes of other suites, not after).
try {
  ensureChromium();
} catch (error) {
  if (!(error instanceof ChromiumMissingError)) throw error;
  console.error(error.message);
  writeFileSync(join(reports, 'summary.txt'), '0 passed, 1 failed\n');
  process.exit(1);
}

// Without pnpm and the dependencies nothing else can run: count the install as a failed suite
// and still close with the summary line.
let pnpm;
try {
  pnpm = await ensurePnpm();
  await installIfNeeded(pnpm);
} catch (error) {
  console.error(`install failed: ${error.message}`);
  record('install', 0, 1);
  process.exit(summarize() === 0 ? 0 : 1);
}

// The static checks side by side: ESLint (its typed rules, one thread) takes one core for a minute
// or two, while TypeScript and then Prettier take the other. Each prints once it is done.
const held = { holdOutput: true };
const typecheckThenFormat = async () => {
  const typecheck = await run('typecheck', process.execPath, ['scripts/typecheck.mjs'], held);
  const format = await run('format', pnpm, ['exec', 'prettier', '--check', '.'], held);
  return { typecheck, format };
};
const [{ typecheck, format }, lint] = await Promise.all([
  typecheckThenFormat(),
  run('lint', pnpm, ['exec', 'eslint', '.', '--max-warnings=0'], held),
]);
recordCheck('typecheck', typecheck);
recordCheck('lint', lint);
recordCheck('format', format);

// Unit and API tests: one jest run over every package (the API suite repeats on PostgreSQL
// when TEST_DATABASE_URL is set).
const jestReport = join(reports, 'jest.json');
// Jest's default leaves one core to its main process, which mostly waits: on a 2-core machine
// that is one worker, half the machine idle while the API suites wait on PGlite and PostgreSQL.
const jestWorkers = Math.max(2, availableParallelism() - 1);
const jestOk = await run('unit + API tests', pnpm, [
  'exec',
  'jest',
  '--ci',
  `--maxWorkers=${jestWorkers}`,
  '--json',
  `--outputFile=${jestReport}`,
]);
const jest = readJson(jestReport);
if (jest) record('jest', jest.numPassedTests, jest.numFailedTests + (jestOk || jest.numFailedTests ? 0 : 1));
else record('jest', 0, 1);

// Browser tests run against what npm start serves: build what is stale first.
const built = await buildStale(pnpm, allTargets()).then(
  () => true,
  (error) => {
    console.error(`build failed: ${error.message}`);
    return false;
  },
);
record('build', built ? 1 : 0, built ? 0 : 1);
// Byte budgets from the built files (bench/README.md): no browser, no timing.
if (built) await check('byte budgets', process.execPath, ['bench/check-budgets.mjs']);
// The security review's abuse cases, replayed over HTTP against servers of this build on their
// own ports (AUDIT_BASE_PORT) and data folders (README "Security audit").
if (built) await check('security audit', process.execPath, ['bench/audit/run.mjs']);
// The browser suite's servers need their ports free (a server left by an earlier run, a
// developer's own copy): say who holds them rather than Playwright's "is already used".
const portsFree = built && (await browserPortsAreFree());
if (built && !portsFree) record('playwright', 0, 1);
// Two phases (e2e/playwright.config.ts): the specs that share nothing with two workers, then the
// few that change or count what every page sees, alone. Each phase starts its own servers and
// API database and writes its own report; their tests add up to one "playwright" line.
const BROWSER_PHASES = [
  { project: 'side-by-side', workers: 2, report: 'playwright-side-by-side.json' },
  { project: 'alone', workers: 1, report: 'playwright-alone.json' },
];
if (portsFree) {
  let passed = 0;
  let failed = 0;
  for (const { project, workers, report } of BROWSER_PHASES) {
    process.env.E2E_REPORT = report;
    const pwOk = await run(`browser tests (${project})`, pnpm, [
      '--filter',
      'e2e',
      'exec',
      'playwright',
      'test',
      `--project=${project}`,
      `--workers=${workers}`,
    ]);
    const pw = readJson(join(reports, report));
    const { expected = 0, unexpected = 0, flaky = 0 } = pw?.stats ?? {};
    passed += expected;
    // A phase that wrote no report, or failed with no failing test (its servers did not start),
    // counts as one failure.
    failed += unexpected + flaky + (pw && (pwOk || unexpected) ? 0 : 1);
  }
  record('playwright', passed, failed);
}

process.exit(summarize() === 0 ? 0 : 1);
