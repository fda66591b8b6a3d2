// The bench's own `pnpm start:cluster` (two API servers on DATABASE_URL and REDIS_URL behind one
// entry), started and stopped by the cluster rows (docs/production.md).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/lib/workspace.mjs';

/** The entry point's port and, above it, its servers' (the bench's own, away from `npm start`). */
export const ENTRY_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8300);

/** Starts a node script and resolves with it once a line of its output matches `ready`. */
export function startUntil(args, ready, env = process.env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines = [];
  return new Promise((resolveStart, rejectStart) => {
    child.once('exit', (code) =>
      rejectStart(
        new Error(`${args[0]} exited (${code}) before it was ready:\n${lines.slice(-20).join('\n')}`),
      ),
    );
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (ready.test(line)) resolveStart({ child, line });
      });
  });
}

/** Stops what startUntil started, its children too. */
export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', resolveStop);
    process.kill(-child.pid, 'SIGTERM');
  });
}

/**
 * Two API servers behind the entry; `env` adds to theirs.
 * @returns {Promise<{ entry: string, servers: string[], stop: () => Promise<void> }>}
 */
export async function startBenchCluster(env = {}) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error('the cluster rows need DATABASE_URL and REDIS_URL (see docs/production.md)');
  const { child } = await startUntil(
    [join(ROOT, 'scripts', 'start-cluster.mjs'), '--servers', '2', '--port', String(ENTRY_PORT)],
    /^cluster: /,
    { ...process.env, LOG_LEVEL: 'warn', REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'bench-cluster:', ...env },
  );
  return {
    entry: `http://127.0.0.1:${ENTRY_PORT}`,
    servers: [1, 2].map((index) => `http://127.0.0.1:${ENTRY_PORT + index}`),
    stop: () => stop(child),
  };
}
