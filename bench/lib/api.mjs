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

/** Chromium's Accept-Encoding on a fetch or XHR over http. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * The autocannon options for one route. A JSON body goes with its content type: without it
 * Fastify answers 415 to every request, and the run measures only the refusal. `bodies`, one per
 * connection, gives each connection its own body (its own checkout): connection i sends bodies[i],
 * with `connectionHeaders[i]` (that checkout's secret) beside the common headers.
 */
export function autocannonOptions(target) {
  const hasBody = target.body !== undefined || target.bodies !== undefined;
  const bodies = target.bodies?.map((body) => JSON.stringify(body));
  let connection = 0;
  // What a browser sends with every call (the product's real client): JSON, and any of the
  // encodings it can decode. The plain route gets the same headers.
  const headers = {
    accept: 'application/json',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...target.headers,
  };
  const own = target.connectionHeaders;
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers,
    body: bodies ? bodies[0] : hasBody ? JSON.stringify(target.body) : undefined,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    // autocannon calls this once for each connection it opens, in order.
    ...(bodies
      ? {
          setupClient: (client) => {
            const index = connection % bodies.length;
            if (own) client.setHeaders({ ...headers, ...own[index] });
            client.setBody(bodies[index]);
            connection += 1;
          },
        }
      : {}),
  };
}

/** Where a route's body names the checkout a run made for it (`"checkout": "new"` in api-routes.json). */
export const CHECKOUT_PLACEHOLDER = '{checkoutId}';

/** `body` with every string equal to CHECKOUT_PLACEHOLDER replaced by `checkoutId`. */
export function withCheckoutId(body, checkoutId) {
  if (body === CHECKOUT_PLACEHOLDER) return checkoutId;
  if (Array.isArray(body)) return body.map((item) => withCheckoutId(item, checkoutId));
  if (body && typeof body === 'object')
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, withCheckoutId(value, checkoutId)]),
    );
  return body;
}

/**
 * A new empty checkout, as the shop makes one, with the secret every call about it carries. Each
 * connection of a run of a cart route gets its own, as each shopper has their own cart: 50
 * connections on one checkout would measure 50 shoppers queueing for one cart's lock, and its
 * lines would soon reach the stock limit (409).
 */
async function newCheckout(apiUrl) {
  const response = await fetch(`${apiUrl}/api/ecom/create-checkout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: { lines: [], channel: 'default-channel' } }),
  });
  if (!response.ok) throw new Error(`create-checkout answered ${response.status}`);
  const { checkoutCreate } = await response.json();
  return { id: checkoutCreate.checkout.id, secret: checkoutCreate.checkoutSecret };
}

/**
 * Empties a checkout a run filled: a line of an open cart holds its units for a day
 * (api-server stock-holds.ts), so without this every bench would leave thousands of units held.
 */
async function releaseCheckout(apiUrl, { id, secret }) {
  const post = (path, body) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-checkout-secret': secret },
      body: JSON.stringify(body),
    });
  const { checkout } = await (await post('/api/ecom/cart-items/', { id })).json();
  const lineIds = (checkout?.lines ?? []).map((line) => line.id);
  if (!lineIds.length) return;
  const removed = await post('/api/ecom/remove-from-cart/', { id, lineIds });
  if (!removed.ok) throw new Error(`remove-from-cart answered ${removed.status}`);
}

/**
 * One autocannon run: requests per second, p50 and p99 latency (ms), answers that were not 2xx, and
 * requests that got no answer (autocannon gave up after 10 s, or the connection failed): a route
 * that answers errors and a machine too busy to answer in time are different problems.
 */
async function load(target) {
  const result = await autocannon(autocannonOptions(target));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    unanswered: result.errors + result.timeouts,
  };
}

/**
 * Measures every route (or those named in `routeNames`) `runs` times, each run followed by a run
 * of the plain route.
 * @returns {Promise<object[]>} one entry per route and one for the plain route
 */
export async function measureApi({ apiUrl, runs, log, routeNames = null }) {
  const plain = await startPlainServer();
  try {
    const tokens = {};
    const routes = readApiRoutes().filter((route) => !routeNames || routeNames.includes(route.name));
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
        const checkouts = [];
        if (route.checkout === 'new')
          for (let i = 0; i < CONNECTIONS; i += 1) checkouts.push(await newCheckout(apiUrl));
        const bodies = checkouts.length
          ? {
              bodies: checkouts.map(({ id }) => withCheckoutId(route.body, id)),
              connectionHeaders: checkouts.map(({ secret }) => ({ 'x-checkout-secret': secret })),
            }
          : {};
        const measured = await load({ ...route, ...bodies, url: `${apiUrl}${route.path}`, headers });
        for (const checkout of checkouts) await releaseCheckout(apiUrl, checkout);
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
    unanswered: runs.reduce((sum, run) => sum + run.unanswered, 0),
  };
}
