// Makes sure the browser tests have a Chromium: Playwright cannot download its own here, so the
// tests use Debian's (e2e/support/chromium.json names it; CHROMIUM_PATH overrides). When it is
// missing, Debian's `chromium` package is installed with apt-get, as root or through a sudo that
// needs no password; otherwise this stops at once with the one command to run. Used by
// scripts/test.mjs and, as `node scripts/lib/chromium.mjs`, by .ci/run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './workspace.mjs';

/** Where the tests look for Chromium: CHROMIUM_PATH, else the path e2e/support/chromium.json names. */
export function chromiumPath(env = process.env) {
  const override = env.CHROMIUM_PATH?.trim();
  if (override) return override;
  const settings = JSON.parse(readFileSync(join(ROOT, 'e2e', 'support', 'chromium.json'), 'utf8'));
  return settings.executablePath;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** Thrown when Chromium is missing and cannot be installed from here; the message is one line. */
export class ChromiumMissingError extends Error {}

/** How apt-get can be run: directly as root, through passwordless sudo, or not at all. */
function aptRunner() {
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return null;
  if (process.getuid?.() === 0) return [];
  // -n: never ask for a password (a test run must not hang on a prompt).
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

function apt(prefix, args, log) {
  const command = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  log(`$ ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status === 0;
}

/**
 * Returns the Chromium path, installing Debian's chromium first when it is missing at the default
 * path. Throws ChromiumMissingError (a one-line message saying what to run) when that cannot be done.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 */
export function ensureChromium({ env = process.env, log = console.info } = {}) {
  const path = chromiumPath(env);
  if (isExecutable(path)) return path;
  // An explicit CHROMIUM_PATH names a browser of the user's own: installing Debian's would not
  // put anything there.
  if (env.CHROMIUM_PATH?.trim())
    throw new ChromiumMissingError(`CHROMIUM_PATH=${path} is not an executable file: fix it or unset it.`);
  const prefix = aptRunner();
  if (!prefix)
    throw new ChromiumMissingError(
      `Chromium is missing at ${path} and cannot be installed without a password: run \`${INSTALL_COMMAND}\` (or set CHROMIUM_PATH), then try again.`,
    );
  log(`Chromium is missing at ${path}: installing Debian's chromium`);
  const installed =
    apt(prefix, ['update', '-qq'], log) && apt(prefix, ['install', '-y', '-qq', 'chromium'], log);
  if (!installed || !isExecutable(path))
    throw new ChromiumMissingError(
      `Installing Debian's chromium did not put a browser at ${path}: run \`${INSTALL_COMMAND}\` and read its errors.`,
    );
  return path;
}

// As a command (.ci/run): exit 1 with the one-line message when Chromium cannot be had.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
