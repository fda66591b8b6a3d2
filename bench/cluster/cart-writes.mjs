// Cart writes on PostgreSQL (`pnpm bench --only cart-writes`, or `node bench/cluster/cart-writes.mjs`
// alone): 50 shoppers loop add-to-cart → update-of-cart → remove-from-cart on one variant, against
// one API server and then two on the same database, beside `pgbench --builtin=simple-update` with
// the same number of clients on a scratch database in the same run. The goal (docs/adr/0160): the
// cart writes reach at least half of pgbench's transactions per second, p99 under 100 ms.
// Runs only when PostgreSQL answers (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres);
// it makes its own databases and drops them afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { spread, printTable } from '../lib/table.mjs';
import { summarize } from '../lib/summary.mjs';
import { flashSale, SHOPPERS, UNITS_LEFT } from './flash-sale.mjs';

export const CLIENTS = 50;
export const SECONDS = 10;
/** The recovery video series: 9999 "in stock", so a loop of add, update, remove never runs out. */
const VARIANT = 'UHJvZHVjdFZhcmlhbnQ6cmVjb3ZlcnktdmlkZW8tc2VyaWVz';
const DEFAULT_BASE_PORT = 4560;

/** The server and a database named `name` on it, as a libpq URL. */
function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const psql = (url, sql) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8', stdio: 'pipe' });

/** True when PostgreSQL answers at `url` and pgbench is installed. */
export function postgresAnswers(url) {
  try {
    psql(url, 'select 1');
    execFileSync('pgbench', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** `pgbench --builtin=simple-update -c CLIENTS -T SECONDS` on a fresh scratch database: its tps. */
function pgbenchTps(url) {
  execFileSync('pgbench', ['-i', '-q', url], { stdio: 'pipe' });
  const out = execFileSync(
    'pgbench',
    ['--builtin=simple-update', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps);
}

/**
 * Starts the built API (api-server/dist, or the server.js of BENCH_CART_WRITES_SERVER: another
 * build, to compare) on `port` against `url`; resolves once it answers.
 */
async function startApi(port, url, log, env) {
  const child = spawn(
    process.execPath,
    [env.BENCH_CART_WRITES_SERVER ?? join(ROOT, 'api-server', 'dist', 'server.js')],
    {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        // 50 shoppers from one address at thousands a second: the bench's own servers lift these.
        CARTS_PER_HOUR: '100000000',
        CART_ADDS_PER_HOUR: '100000000',
        CART_CHANGES_PER_CART_PER_HOUR: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const apiUrl = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (exited !== null) throw new Error(`the API on port ${port} exited (${exited})`);
    try {
      if ((await fetch(`${apiUrl}/api/rest/rest-check/`)).ok) {
        log(`bench: cart-writes API on ${apiUrl}`);
        return { url: apiUrl, stop: () => child.kill('SIGTERM') };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the API on port ${port} did not answer within 60 s`);
}

async function post(apiUrl, path, body, secret) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-checkout-secret': secret } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Empty checkouts, twice as many as connections: a connection takes a free one for each loop. */
async function newCheckouts(apiUrl, count) {
  const checkouts = [];
  for (let i = 0; i < count; i += 1) {
    const { checkoutCreate } = await post(apiUrl, '/api/ecom/create-checkout/', {
      input: { lines: [], channel: 'default-channel' },
    });
    checkouts.push({ id: checkoutCreate.checkout.id, secret: checkoutCreate.checkoutSecret });
  }
  return checkouts;
}

/**
 * One autocannon instance of `connections` shoppers: each loops add (1 unit), update (to 2),
 * remove on a checkout it takes from `free` and gives back after the remove.
 */
function shoppers(apiUrl, connections, free) {
  const json = (checkout, body) => ({
    headers: { 'content-type': 'application/json', 'x-checkout-secret': checkout.secret },
    body: JSON.stringify(body),
  });
  return autocannon({
    url: apiUrl,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/ecom/add-to-cart/',
        setupRequest: (request, context) => {
          context.checkout = free.pop();
          const { id } = context.checkout;
          return {
            ...request,
            ...json(context.checkout, { id, lines: [{ variantId: VARIANT, quantity: 1 }] }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 200) context.lineId = JSON.parse(body).checkoutLinesAdd.checkout.lines[0]?.id;
        },
      },
      {
        method: 'POST',
        path: '/api/ecom/update-of-cart/',
        setupRequest: (request, { checkout, lineId }) => ({
          ...request,
          ...json(checkout, { id: checkout.id, lines: [{ lineId, quantity: 2 }] }),
        }),
      },
      {
        method: 'POST',
        path: '/api/ecom/remove-from-cart/',
        setupRequest: (request, { checkout, lineId }) => ({
          ...request,
          ...json(checkout, { id: checkout.id, lineIds: [lineId] }),
        }),
        onResponse: (_status, _body, context) => free.push(context.checkout),
      },
    ],
  });
}

/** CLIENTS connections spread evenly over `apis`, run together: req/s summed, the worst p99. */
async function loadCarts(apis) {
  const free = [];
  for (const api of apis) free.push(...(await newCheckouts(api.url, (2 * CLIENTS) / apis.length)));
  const results = await Promise.all(apis.map((api) => shoppers(api.url, CLIENTS / apis.length, free)));
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    unanswered: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/**
 * The cart-writes section: `runs` runs of pgbench, one server and two servers, each on fresh
 * databases. Resolves with null (and says why) when PostgreSQL does not answer.
 */
export async function measureCartWrites({ runs = 3, log = console.error, env = process.env } = {}) {
  const server = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!postgresAnswers(server)) {
    log(`bench: cart-writes skipped: PostgreSQL (${server}) or pgbench does not answer`);
    return null;
  }
  const basePort = Number(env.BENCH_CART_WRITES_PORT ?? DEFAULT_BASE_PORT);
  const rows = { pgbench: [], one: [], two: [], sale: [] };
  for (let run = 0; run < runs; run += 1) {
    const suffix = `${process.pid}_${run}`;
    const scratch = `bench_pgbench_${suffix}`;
    const shop = `bench_cart_${suffix}`;
    psql(server, `create database ${scratch}`);
    psql(server, `create database ${shop}`);
    const apis = [];
    try {
      log(
        `bench: cart-writes run ${run + 1}/${runs}: pgbench simple-update, ${CLIENTS} clients, ${SECONDS} s`,
      );
      rows.pgbench.push(pgbenchTps(databaseUrl(server, scratch)));
      apis.push(await startApi(basePort, databaseUrl(server, shop), log, env));
      log(`bench: cart-writes run ${run + 1}/${runs}: one server, ${CLIENTS} connections, ${SECONDS} s`);
      rows.one.push(await loadCarts(apis));
      apis.push(await startApi(basePort + 1, databaseUrl(server, shop), log, env));
      log(
        `bench: cart-writes run ${run + 1}/${runs}: two servers, ${CLIENTS / 2} connections each, ${SECONDS} s`,
      );
      rows.two.push(await loadCarts(apis));
      const shopUrl = databaseUrl(server, shop);
      log(`bench: cart-writes run ${run + 1}/${runs}: flash sale, ${SHOPPERS} shoppers, ${UNITS_LEFT} units`);
      rows.sale.push(
        await flashSale(apis, {
          setStock: (variant, units) =>
            psql(shopUrl, `update shop_variants set stock = ${units} where id = '${variant}'`),
          heldUnits: (variant) =>
            Number(
              psql(
                shopUrl,
                `select coalesce(sum(l.quantity), 0) from checkout_lines l join checkouts c on c.id = l.checkout_id where c.status = 'open' and l.variant_id = '${variant}'`,
              ).trim(),
            ),
        }),
      );
    } finally {
      for (const api of apis) api.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const name of [scratch, shop]) psql(server, `drop database if exists ${name} with (force)`);
    }
  }
  const tps = summarize(rows.pgbench);
  const describe = (name, results) => ({
    name,
    rps: summarize(results.map((result) => result.rps)),
    p50Ms: summarize(results.map((result) => result.p50)),
    p99Ms: summarize(results.map((result) => result.p99)),
    ratio: summarize(results.map((result, i) => result.rps / rows.pgbench[i])),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    unanswered: results.reduce((sum, result) => sum + result.unanswered, 0),
  });
  return {
    clients: CLIENTS,
    seconds: SECONDS,
    pgbenchTps: tps,
    rows: [describe('cart writes, one server', rows.one), describe('cart writes, two servers', rows.two)],
    flashSale: {
      shoppers: SHOPPERS,
      unitsLeft: UNITS_LEFT,
      ms: summarize(rows.sale.map((sale) => sale.ms)),
      runs: rows.sale,
    },
  };
}

/** The section's table: req/s, latency and the ratio to pgbench's tps of the same run. */
export function printCartWrites(result, print = console.info) {
  if (!result) return;
  const fixed = (digits) => (value) => value.toFixed(digits);
  printTable(
    `Cart writes on PostgreSQL (add → update → remove, ${result.clients} connections, ${result.seconds} s; pgbench simple-update ${spread(result.pgbenchTps, fixed(0))} tps)`,
    ['', 'req/s', 'p50 ms', 'p99 ms', 'ratio to pgbench', 'non-2xx', 'unanswered'],
    [
      ['pgbench simple-update', spread(result.pgbenchTps, fixed(0)), '', '', '1', '', ''],
      ...result.rows.map((row) => [
        row.name,
        spread(row.rps, fixed(0)),
        spread(row.p50Ms, fixed(0)),
        spread(row.p99Ms, fixed(0)),
        spread(row.ratio, fixed(2)),
        String(row.non2xx),
        String(row.unanswered),
      ]),
    ],
    print,
  );
  const sale = result.flashSale;
  if (!sale?.runs.length) return;
  printTable(
    `Flash sale on two servers: ${sale.shoppers} shoppers race for the last ${sale.unitsLeft} units (goal: exactly ${sale.unitsLeft} sold, the rest 409, no 5xx)`,
    ['run', 'all answered ms', 'sold (200)', 'held in carts', 'sold out (409)', 'other 4xx', '5xx'],
    sale.runs.map((run, index) => [
      String(index + 1),
      fixed(0)(run.ms),
      String(run.sold),
      String(run.held),
      String(run.soldOut),
      String(run.other),
      String(run.serverErrors),
    ]),
    print,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  printCartWrites(await measureCartWrites({ runs }));
}
