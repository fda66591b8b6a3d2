// The servers the bench measures: the stack `npm start` serves from this worktree when it runs,
// otherwise one the bench starts itself on BENCH_BASE_PORT (never npm start's or e2e's ports) and
// stops afterwards. That one runs in a process of its own, as `pnpm serve` runs it: in the bench's
// process its servers would share one event loop with autocannon and the TTFB clients, and the
// shell's pages per second would measure both (docs/adr/0181).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveAll } from '../../scripts/lib/serve-all.mjs';
import { spawnPrefixed, stopTree } from '../../scripts/lib/processes.mjs';
import { API, API_PORT_OFFSET, DEFAULT_PORTS, portsFrom, ROOT, SHELL } from '../../scripts/lib/workspace.mjs';

export const DEFAULT_BENCH_BASE_PORT = 4500;

/** BENCH_BASE_PORT from the environment, or the default. */
export function benchBasePort(env = process.env) {
  if (!env.BENCH_BASE_PORT) return DEFAULT_BENCH_BASE_PORT;
  const port = Number(env.BENCH_BASE_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65_000)
    throw new Error(`BENCH_BASE_PORT=${env.BENCH_BASE_PORT}: expected a port between 1024 and 65000`);
  return port;
}

async function text(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** The hashed entry script an index.html loads (`main.<hash>.js`): it names the build. */
function entryScript(html) {
  return /main\.[0-9a-f]+\.js/.exec(html ?? '')?.[0] ?? null;
}

/**
 * True when `npm start` of this worktree serves on the default ports: the shell's page loads the
 * very entry script built here (another clone's stack would be measured instead of this build;
 * the page itself may carry the runtime config, so only the script is compared) and the API
 * answers its health check.
 */
async function npmStartServesThisBuild(ports) {
  const built = entryScript(readFileSync(join(ROOT, SHELL.dir, 'dist', 'index.html'), 'utf8'));
  const served = entryScript(await text(`http://127.0.0.1:${ports[SHELL.name]}/`));
  if (!built || served !== built) return false;
  return (await text(`http://127.0.0.1:${ports[API.name]}/api/rest/rest-check/`)) !== null;
}

/**
 * Resolves with the running stack: `{ shellUrl, apiUrl, ports, own, stop }`. `own` tells whether
 * the bench started it (and `stop` stops it; for npm start's stack `stop` does nothing).
 */
export async function openStack({ log = console.error } = {}) {
  const defaults = DEFAULT_PORTS;
  if (await npmStartServesThisBuild(defaults)) {
    log(`bench: measuring what npm start serves on port ${defaults.shell}`);
    return describe(defaults, false, async () => {});
  }
  const basePort = benchBasePort();
  log(`bench: starting the servers on ports ${basePort}-${basePort + API_PORT_OFFSET} (BENCH_BASE_PORT)`);
  // The request log of 50 connections would measure the terminal, not the API.
  // The chat load sends far more than a person may (20 a minute) from 1,000 rooms of one user,
  // and the cart routes are measured at thousands a second from one address: its own stack
  // lifts those limits.
  return startStackProcess({
    basePort,
    apiEnv: {
      LOG_LEVEL: 'warn',
      CHAT_MESSAGES_PER_WINDOW: '1000000',
      CHAT_ROOMS_PER_HOUR: '1000000',
      CARTS_PER_HOUR: '100000000',
      CART_ADDS_PER_HOUR: '100000000',
    },
  });
}

/**
 * Starts servers of this build on `ports` (all of them, or the names in `only`) with an API of
 * its own: its own data folder (one API server per folder, and npm start may be using the default
 * one) and `apiEnv` added to its environment, so its limits never touch a developer's `npm start`.
 * `onApiLine` takes the API's log lines. Resolves once the API answers (within `startTimeoutMs`,
 * default 60 s); `stop` stops everything and removes the data folder.
 */
export async function startOwnStack({ ports, only = null, apiEnv = {}, onApiLine, startTimeoutMs }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'own-stack-api-'));
  let stop;
  try {
    ({ stop } = await serveAll({
      ports,
      only,
      quiet: true,
      apiEnv: { DATA_DIR: dataDir, ...apiEnv },
      onApiLine,
    }));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stack = describe(ports, true, async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitForApi(stack.apiUrl, startTimeoutMs);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/**
 * Starts `scripts/serve.mjs --base-port <basePort>` (every app and the API) as a child process
 * with an API data folder of its own and `apiEnv` in its environment (serve-all hands it to the
 * API). Resolves once the shell and the API answer; `stop` ends the process and its children and
 * removes the data folder. Its output is dropped unless `verbose`.
 */
export async function startStackProcess({ basePort, apiEnv = {}, startTimeoutMs = 60_000, verbose = false }) {
  const ports = portsFrom(basePort);
  const dataDir = mkdtempSync(join(tmpdir(), 'own-stack-api-'));
  const lastLines = [];
  const child = spawnPrefixed(
    'stack',
    process.execPath,
    // As `pnpm serve` runs it (package.json).
    ['--no-compilation-cache', join(ROOT, 'scripts', 'serve.mjs'), '--base-port', String(basePort)],
    {
      cwd: ROOT,
      env: { ...process.env, ...apiEnv, DATA_DIR: dataDir },
      onLine: verbose
        ? undefined
        : (line) => {
            // The last lines say why it stopped, when it does (a port in use, a missing build).
            lastLines.push(line);
            if (lastLines.length > 20) lastLines.shift();
          },
    },
  );
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const stack = describe(ports, true, async () => {
    await stopTree(child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    const deadline = Date.now() + startTimeoutMs;
    for (const url of [
      `http://127.0.0.1:${ports[SHELL.name]}/config.json`,
      `${stack.apiUrl}/api/rest/rest-check/`,
    ])
      while ((await text(url)) === null) {
        if (exited !== null)
          throw new Error(
            `the bench's servers stopped (${exited}) before ${url} answered:\n${lastLines.join('\n')}`,
          );
        if (Date.now() > deadline) throw new Error(`${url} did not answer within ${startTimeoutMs / 1000} s`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 250));
      }
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

function describe(ports, own, stop) {
  return {
    ports,
    own,
    stop,
    shellUrl: `http://localhost:${ports[SHELL.name]}`,
    apiUrl: `http://127.0.0.1:${ports[API.name]}`,
  };
}

async function waitForApi(apiUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await text(`${apiUrl}/api/rest/rest-check/`)) !== null) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`the API did not answer on ${apiUrl} within ${timeoutMs / 1000} s`);
}
