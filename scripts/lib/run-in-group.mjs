// Runs `npm test`'s steps so that an interrupted run (Ctrl-C, SIGTERM, a time-out, the terminal
// closing) leaves nothing behind: each step runs in a process group of its own, and a signal to
// this process stops the step's whole tree (see process-tree.mjs) before this process exits.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { killProcessTreeNow, stopOwnDescendants, stopProcessTree } from './process-tree.mjs';

const running = new Set();
let handlersInstalled = false;
let stopping = false;

async function onSignal(signalName) {
  const code = 128 + constants.signals[signalName];
  // A second Ctrl-C while stopping: no more waiting.
  if (stopping) {
    running.forEach(killProcessTreeNow);
    process.exit(code);
  }
  stopping = true;
  if (running.size) console.error(`\n${signalName}: stopping the running step and everything it started…`);
  await Promise.all([...running].map((child) => stopProcessTree(child, signalName)));
  // A step run another way (the install and build steps share this group) must not outlive us
  // either when only this process was signalled.
  await stopOwnDescendants();
  process.exit(code);
}

/**
 * From now on SIGINT, SIGTERM and SIGHUP stop the running step and everything this process
 * started, then exit with 128 + the signal's number. runInGroup calls it too.
 */
export function stopStepsOnSignals() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signalName of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signalName, onSignal);
  // Leaving for any other reason (an uncaught error) while a step runs.
  process.on('exit', () => running.forEach(killProcessTreeNow));
}

/**
 * Runs a command to its end with its output on this terminal, in its own process group; with
 * `holdOutput`, its output (stdout and stderr, in the order written) is kept and returned
 * instead, for steps that run side by side and print one after the other.
 * While it runs, SIGINT, SIGTERM and SIGHUP to this process stop it and all it started, then exit
 * this process with 128 + the signal's number.
 * @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null, output: string }>}
 */
export function runInGroup(command, args, { cwd, env = process.env, holdOutput = false } = {}) {
  stopStepsOnSignals();
  // While stopping, the caller must not go on to its next step: its promise never settles, and
  // this process exits once everything is stopped.
  if (stopping) return new Promise(() => {});
  return new Promise((resolveRun) => {
    // stdin is not passed on: a process outside the terminal's foreground group that read it
    // would be stopped (SIGTTIN), and no step asks anything.
    const output = holdOutput ? 'pipe' : 'inherit';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', output, output], detached: true });
    running.add(child);
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => {
      running.delete(child);
      console.error(`could not start ${command}: ${error.message}`);
      resolveRun({ status: null, signal: null, output: Buffer.concat(held).toString() });
    });
    // 'close', not 'exit': the held output is complete only once the pipes have closed.
    child.on(holdOutput ? 'close' : 'exit', (status, signal) => {
      running.delete(child);
      if (!stopping) resolveRun({ status, signal, output: Buffer.concat(held).toString() });
    });
  });
}
