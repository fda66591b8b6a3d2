// `pnpm start:cluster`: the API as a deployment runs it past one server (docs/production.md):
// N API servers (default 2) on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL), behind
// one local entry point (scripts/lib/cluster-proxy.mjs) on the API's usual port, so `npm start
// --no-api` serves the front ends against it. Flags: --servers <n>, --port <entry port>.
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStale, installIfNeeded } from './lib/build.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { onShutdown, spawnPrefixed, stopTree } from './lib/processes.mjs';
import { API, ROOT } from './lib/workspace.mjs';

/** How long a stopping API server keeps serving with a failing health check (SHUTDOWN_DRAIN_MS). */
const DRAIN_MS = 1_000;
const START_WAIT_MS = 120_000;

const NEEDS = `start:cluster runs several API servers that share their state, so it needs:
  DATABASE_URL  a PostgreSQL every server reaches, e.g. postgres://postgres@127.0.0.1:5432/shop
                (PGlite, the default store, belongs to one process)
  REDIS_URL     a Redis, e.g. redis://127.0.0.1:6379 (chat events and limits across servers)
Start them (e.g. \`docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16\` and
\`docker run -p 6379:6379 redis:7\`), export both, and run \`pnpm start:cluster\` again.`;

function parse(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { servers: { type: 'string' }, port: { type: 'string' } },
    strict: true,
  });
  const servers = Number(values.servers ?? 2);
  const port = Number(values.port ?? API.port);
  if (!Number.isInteger(servers) || servers < 1 || servers > 16)
    throw new Error(`--servers takes 1 to 16, got "${values.servers}"`);
  if (!Number.isInteger(port) || port < 1024 || port + servers > 65535)
    throw new Error(`--port takes a port from 1024, got "${values.port}"`);
  return { servers, port };
}

/** Whether something accepts TCP connections at the URL's host and port. */
function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function checkNeeds(env) {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`${missing.join(' and ')} not set.\n${NEEDS}`);
  const down = [];
  if (!(await answers(env.DATABASE_URL, 5432))) down.push(`PostgreSQL at ${new URL(env.DATABASE_URL).host}`);
  if (!(await answers(env.REDIS_URL, 6379))) down.push(`Redis at ${new URL(env.REDIS_URL).host}`);
  if (down.length) throw new Error(`nothing answers: ${down.join(', ')}.\n${NEEDS}`);
}

async function untilHealthy(urls, children) {
  const end = Date.now() + START_WAIT_MS;
  for (const url of urls) {
    for (;;) {
      const exited = children.find((child) => child.exitCode !== null);
      if (exited) throw new Error('an API server stopped while starting (its log is above)');
      const ok = await fetch(`${url}/api/rest/rest-check/`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > end) throw new Error(`${url} did not become healthy in ${START_WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function main() {
  const { servers, port } = parse(process.argv.slice(2));
  await checkNeeds(process.env);
  // As `npm start`: installs and builds what is missing; the proxy's library exists only after.
  const pnpm = await ensurePnpm();
  await installIfNeeded(pnpm);
  await buildStale(pnpm, [API.name]);
  const { startClusterProxy } = await import('./lib/cluster-proxy.mjs');

  const children = [];
  let proxy = null;
  const stopAll = async () => {
    await proxy?.close();
    await Promise.all(children.map((child) => stopTree(child)));
  };
  const isStopping = onShutdown(stopAll);
  const urls = [];
  for (let index = 1; index <= servers; index += 1) {
    const serverPort = port + index;
    urls.push(`http://127.0.0.1:${serverPort}`);
    const child = spawnPrefixed(`api-${index}`, process.execPath, [API.entry], {
      cwd: join(ROOT, API.dir),
      env: {
        // The demo's mailbox and accounts, as `npm start` gives them; the operator's own win.
        DEV_MAILBOX: '1',
        SEED_DEV_USERS: '1',
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        // Requests come through the entry point on loopback: the client is the one it names.
        TRUST_PROXY: 'loopback',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
    });
    child.on('exit', (code, signal) => {
      if (!isStopping())
        console.error(`api-${index} stopped (${signal ?? `exit ${code}`}); the others go on.`);
    });
    children.push(child);
  }
  try {
    await untilHealthy(urls, children);
    proxy = await startClusterProxy({ port, upstreams: urls });
  } catch (error) {
    await stopAll();
    throw error;
  }
  console.log(`cluster: ${servers} API servers (${urls.join(', ')}) behind ${proxy.url}`);
  console.log('Ctrl-C stops everything.');
}

main().catch((error) => {
  console.error(`start:cluster: ${error.message}`);
  process.exit(1);
});
