// The cluster rows of the bench (docs/adr/0170): users/me, the session check every signed-in page
// load makes, on one API server and on two (PostgreSQL, Redis), each run beside a plain Fastify
// route in the same run so the ratio holds on a busy machine. The servers come from
// `pnpm start:cluster`; the two-server row loads both at once (half the connections each) and adds
// their rates, the entry row goes through the local proxy (which costs its own share).
// Alone: `DATABASE_URL=… REDIS_URL=… node bench/cluster/sessions.mjs [--runs N] [--seconds S]`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { summarize } from '../lib/summary.mjs';
import { startBenchCluster, startUntil, stop } from './cluster.mjs';

const CONNECTIONS = 50;

async function load(url, { seconds, connections = CONNECTIONS, headers = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Loads every URL at once, the connections split between them: the rates add up. */
async function loadAll(urls, options) {
  const each = await Promise.all(
    urls.map((url) => load(url, { ...options, connections: Math.floor(CONNECTIONS / urls.length) })),
  );
  return {
    rps: each.reduce((sum, run) => sum + run.rps, 0),
    p99: Math.max(...each.map((run) => run.p99)),
    non2xx: each.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

/** @returns {Promise<object[]>} one row per target, the plain route last */
export async function measureClusterSessions({ runs = 3, seconds = 10, log = console.error } = {}) {
  const cluster = await startBenchCluster();
  let plain = null;
  try {
    plain = await startUntil([join(ROOT, 'bench', 'lib', 'plain-server.mjs')], /^http:/);
    const { entry } = cluster;
    const [one, two] = cluster.servers;
    const { access } = await signIn(entry, 'customer');
    const options = { seconds, headers: { authorization: `Bearer ${access}`, accept: 'application/json' } };
    const me = '/api/users/me/';
    const targets = [
      { name: 'users/me, one server', run: () => load(`${one}${me}`, options) },
      { name: 'users/me, two servers', run: () => loadAll([`${one}${me}`, `${two}${me}`], options) },
      { name: 'users/me, two through the entry', run: () => load(`${entry}${me}`, options) },
    ];
    const rows = targets.map((target) => ({ name: target.name, runs: [], ratios: [] }));
    const plainRuns = [];
    for (let run = 0; run < runs; run += 1)
      for (const [index, target] of targets.entries()) {
        log(`bench: cluster ${target.name} run ${run + 1}/${runs} (${seconds} s + plain ${seconds} s)`);
        const measured = await target.run();
        const baseline = await load(`${plain.line}/plain`, { seconds });
        rows[index].runs.push(measured);
        rows[index].ratios.push(measured.rps / baseline.rps);
        plainRuns.push(baseline);
      }
    return [
      ...rows.map((row) => describe(row.name, row.runs, row.ratios)),
      describe(
        'plain Fastify',
        plainRuns,
        plainRuns.map(() => 1),
      ),
    ];
  } finally {
    if (plain) await stop(plain.child);
    await cluster.stop();
  }
}

function describe(name, runs, ratios) {
  return {
    name,
    rps: summarize(runs.map((run) => run.rps)),
    p99Ms: summarize(runs.map((run) => run.p99)),
    ofPlain: summarize(ratios),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

export function printClusterSessions(rows, print = console.info) {
  print('\nCluster: users/me (session check) on PostgreSQL + Redis, 50 connections, medians');
  print('route                              req/s     p99 ms   of plain   non-2xx');
  for (const row of rows)
    print(
      `${row.name.padEnd(34)} ${String(Math.round(row.rps.median)).padStart(7)} ${String(row.p99Ms.median).padStart(9)} ${row.ofPlain.median.toFixed(2).padStart(10)} ${String(row.non2xx).padStart(9)}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, seconds: { type: 'string' } } });
  try {
    const rows = await measureClusterSessions({
      runs: Number(values.runs ?? 3),
      seconds: Number(values.seconds ?? 10),
    });
    printClusterSessions(rows);
    process.exit(0);
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(1);
  }
}
