// Child processes for serve/start/dev: prefixed output, whole-tree termination, one shutdown path.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;

/** A function that prints lines as `label | line`, each label in its own colour on a terminal. */
export function createPrefixer(label, width = 8) {
  const color = COLORS[nextColor++ % COLORS.length];
  const tag = label.padEnd(width);
  const prefix = useColor ? `\x1b[${color}m${tag}\x1b[0m | ` : `${tag} | `;
  return (line) => process.stdout.write(`${prefix}${line}\n`);
}

/**
 * Starts a long-running child whose stdout and stderr are printed line by line with a prefix.
 * It gets its own process group (detached) so stopTree() also ends what it starts (pnpm → webpack).
 */
export function spawnPrefixed(label, command, args, { cwd, env = process.env, width, onLine } = {}) {
  // `onLine` takes each line instead of the terminal (a tool that reads the server's log).
  const print = onLine ?? createPrefixer(label, width);
  const child = spawn(command, args, {
    cwd,
    env: useColor ? { FORCE_COLOR: '1', ...env } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', print);
  child.on('error', (error) => print(`could not start ${command}: ${error.message}`));
  return child;
}

/**
 * Sends a signal to the child and everything it started; SIGKILL after `graceMs` if it lingers.
 * The default outlasts the API's own 10 s shutdown time-out, so a slow close is never cut off
 * half way through writing its database.
 */
export function stopTree(child, { graceMs = 15_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => signalTree(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    signalTree(child, 'SIGTERM');
  });
}

function signalTree(child, signal) {
  try {
    // A negative pid addresses the child's process group (it was spawned detached).
    if (process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion with inherited output; rejects with a clear message on failure. */
export function run(command, args, { cwd, env = process.env } = {}) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => rejectRun(new Error(`could not start ${command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolveRun();
      else rejectRun(new Error(`\`${[command, ...args].join(' ')}\` failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Calls `stop` once on Ctrl-C, SIGTERM or SIGHUP (the terminal closed: children run in their own
 * process group and would not hear it), then exits 0: stopping on request is success.
 * A second Ctrl-C while stopping exits at once.
 */
export function onShutdown(stop) {
  let stopping = false;
  const handler = (signal) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    Promise.resolve()
      .then(stop)
      .catch((error) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
  return () => stopping;
}
