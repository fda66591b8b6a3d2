// The API on loopback with autocannon: each route of bench/api-routes.json beside a plain Fastify
// route returning a fixed JSON body, in the same run, so the ratio holds on a busy machine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { signIn } from './sign-in.mjs';
import { summarize } from './summary.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export function readApiRoutes() {
  return JSON.parse(readFileSync(join(ROOT, 'bench', 'api-routes.json'), 'utf8')).routes;
}

function startPlainServer() {
  const child = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), 'plain-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, rejectStart) => {
    child.once('exit', (code) => rejectStart(new Error(`the plain Fastify server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (url) =>
      resolveStart({ url, stop: () => child.kill('SIGTERM') }),
    );
  });
}

/**
 * The autocannon options for one route. A JSON body goes with its content type: without it
 * Fastify answers 415 to every request, and the run measures only the refusal.
 */
export function autocannonOptions(target) {
  const hasBody = target.body !== undefined;
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
    },
    body: hasBody ? JSON.stringify(target.body) : undefined,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  };
}

/** One autocannon run: requests per second, p50 and p99 latency (ms), answers that were not 2xx. */
async function load(target) {
  const result = await autocannon(autocannonOptions(target));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Measures every route `runs` times, each run followed by a run of the plain route.
 * @returns {Promise<object[]>} one entry per route and one for the plain route
 */
export async function measureApi({ apiUrl, runs, log }) {
  const plain = await startPlainServer();
  try {
    const tokens = {};
    const routes = readApiRoutes();
    const plainRuns = [];
    const results = [];
    for (const route of routes) {
      const headers = {};
      if (route.auth) {
        tokens[route.auth] ??= (await signIn(apiUrl, route.auth)).access;
        headers.authorization = `Bearer ${tokens[route.auth]}`;
      }
      const routeRuns = [];
      const ratios = [];
      for (let run = 0; run < runs; run += 1) {
        log(
          `bench: api ${route.name} run ${run + 1}/${runs} (${DURATION_SECONDS} s + plain ${DURATION_SECONDS} s)`,
        );
        const measured = await load({ ...route, url: `${apiUrl}${route.path}`, headers });
        const baseline = await load({ url: `${plain.url}/plain` });
        routeRuns.push(measured);
        plainRuns.push(baseline);
        ratios.push(measured.rps / baseline.rps);
      }
      results.push(describe(route.name, `${route.method} ${route.path}`, routeRuns, ratios));
    }
    results.push(
      describe(
        'plain Fastify',
        'GET /plain (fixed JSON)',
        plainRuns,
        plainRuns.map(() => 1),
      ),
    );
    return results;
  } finally {
    plain.stop();
  }
}

function describe(name, request, runs, ratios) {
  return {
    name,
    request,
    rps: summarize(runs.map((run) => run.rps)),
    p50Ms: summarize(runs.map((run) => run.p50)),
    p99Ms: summarize(runs.map((run) => run.p99)),
    ratioToPlain: summarize(ratios),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}
