// Serves what is built, as production would: the shell with /config.json, each remote on its own
// port with CORS, and the API server as a child process. Used by serve.mjs and start.mjs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeHeldPorts, heldPorts } from './port-owners.mjs';
import { createPrefixer, onShutdown, spawnPrefixed, stopTree } from './processes.mjs';
import { loadRuntimeConfig } from './runtime-config.mjs';
import { TARGET_NAMES } from './serve-args.mjs';
import { API, APPS, DEFAULT_PORTS, REMOTES, ROOT, SHELL } from './workspace.mjs';
import { startStaticServer } from '../../tooling/static-server/src/index.cjs';
import { createFaultBoard } from '../../tooling/static-server/src/fault-board.cjs';
import { formatMode } from '../../tooling/static-server/src/fault-modes.cjs';
import { renderCacheTtlOf } from '../../tooling/static-server/src/rendered-page-cache.cjs';

/** What must exist before a target can be served, and the command that builds it. */
function missingBuild(target) {
  if (target === API.name) {
    return existsSync(join(ROOT, API.dir, API.entry))
      ? null
      : { path: join(API.dir, API.entry), build: `pnpm --filter ${API.dir} build` };
  }
  const app = APPS.find((a) => a.name === target);
  const marker = app === SHELL ? 'index.html' : 'mf-manifest.json';
  return existsSync(join(ROOT, app.dir, 'dist', marker))
    ? null
    : { path: join(app.dir, 'dist', marker), build: `pnpm --filter ${app.dir} build` };
}

/**
 * Starts every selected server and resolves once they listen. Ctrl-C / SIGTERM stops them all
 * (the API child included) and exits 0; the API stopping on its own stops everything too.
 * `apiEnv` adds to the API's environment and `quiet` drops the progress lines: the bench runs its
 * own stack that way, and stops it with the returned `stop`. `onApiLine` takes each line the API
 * writes (its log) instead of the terminal.
 * @returns {Promise<{ ports: Record<string, number>, stop: () => Promise<void> }>}
 */
export async function serveAll({
  only = null,
  api = true,
  ports = DEFAULT_PORTS,
  apiEnv = {},
  quiet = false,
  onApiLine,
} = {}) {
  const targets = TARGET_NAMES.filter((name) => (only ? only.includes(name) : name !== API.name || api));
  // A port taken (an earlier run still going, another program): say by what, before starting
  // half of the servers.
  const held = await heldPorts(targets.map((name) => ports[name]));
  if (held.length)
    throw new Error(
      `ports already in use:\n${describeHeldPorts(held)
        .map((line) => `  ${line}`)
        .join('\n')}`,
    );
  const missing = targets.map(missingBuild).filter(Boolean);
  if (missing.length) {
    const lines = missing.map((m) => `  ${m.path} (${m.build})`).join('\n');
    throw new Error(
      `nothing to serve yet, these builds are missing:\n${lines}\nRun \`npm start\` (installs and builds what is stale, then serves).`,
    );
  }
  // Read the config once now, so a broken SHELL_CONFIG_FILE fails here and not on the first visit.
  const config = loadRuntimeConfig(process.env, ports);

  // Faults switched for everyone (`pnpm fault`, docs/recovery-testing.md); inert unless
  // config.faultInjection.
  const board = createFaultBoard();
  const runsApi = targets.includes(API.name);
  const servers = [];
  let shellServer = null;
  let apiChild = null;
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.all([...servers.map((server) => server.close()), apiChild && stopTree(apiChild)]);
  };
  const isStopping = onShutdown(stopAll);

  try {
    for (const app of APPS.filter((a) => targets.includes(a.name))) {
      const isShell = app === SHELL;
      const server = await startStaticServer({
        root: join(ROOT, app.dir, 'dist'),
        port: ports[app.name],
        // The shell routes on the client; remotes also have a standalone page with client routes.
        spaFallback: true,
        // The shell fetches each remote's manifest and chunks from another origin.
        cors: !isShell,
        // /config.json stays for tools; the shell's HTML carries the same config inline.
        routes: isShell ? { '/config.json': () => loadRuntimeConfig(process.env, ports) } : {},
        inlineConfig: isShell,
        // An unknown path answers 404 with the shell's page (its not-found screen).
        knownRoutes: isShell,
        // Each page's own title, description, canonical, link previews and JSON-LD (docs/adr/0130).
        pageHeads: isShell,
        // Public pages rendered on the server with the route's remote page; the browser hydrates
        // them (docs/adr/0140). SERVER_RENDER=0 serves every page as the browser renders it.
        serverRender: isShell && process.env.SERVER_RENDER !== '0',
        // Those pages served again for a few seconds to visitors with the same variants
        // (SERVER_RENDER_CACHE_MS, default 5000; 0 turns the cache off).
        serverRenderCache: { ttlMs: renderCacheTtlOf(process.env) },
        // `pnpm fault <remote> server-down|server-throws|server-slow:<ms>`: what the renderer meets
        // of a remote's server build (docs/recovery-testing.md "On the shell's server").
        ...(isShell ? { serverFaults: () => board.serverFaults() } : {}),
        seo: isShell,
        // Robots and sitemap print this origin (and the brand hosts with its port), never a Host.
        siteOrigin: siteFor(config, ports).SITE_URL,
        // Off unless asked: a map shows the sources (SOURCE_MAPS=1 serves them, for debugging).
        sourceMaps: process.env.SOURCE_MAPS === '1',
        // Every HTML response's Content-Security-Policy names the origins of this config.
        runtimeConfig: () => loadRuntimeConfig(process.env, ports),
        ...(isShell
          ? {
              faultControl: {
                board,
                remotes: REMOTES.map((remote) => remote.name),
                ...(runsApi ? { setApiFault: (mode) => setApiFault(ports[API.name], mode) } : {}),
              },
            }
          : { faults: { serverWide: () => board.get(app.name) } }),
      });
      servers.push(server);
      if (isShell) shellServer = server;
      if (!quiet) createPrefixer(app.name)(`${app.dir}/dist on ${server.url}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  // Every server listens now: the shell's renderer loads the remote pages it renders (docs/adr/0181)
  // in the background, and from then on keeps them warm across redeploys (docs/adr/0182); a
  // request before it is done shares its loads.
  void shellServer?.warmUp().then((result) => {
    if (!quiet && result)
      createPrefixer(SHELL.name)(
        `server renderer ready: ${result.loaded.length} pages loaded` +
          (result.missing.length
            ? `, not loaded (the first visit loads them): ${result.missing.join(', ')}`
            : ''),
      );
  });

  if (targets.includes(API.name)) {
    apiChild = spawnPrefixed(API.name, process.execPath, [API.entry], {
      cwd: join(ROOT, API.dir),
      // /config.json tells the browser the API is on 127.0.0.1:API_PORT: a PORT or HOST exported in
      // the shell (common in containers) must not move it elsewhere or expose it.
      env: {
        // The demo's conveniences: the mailbox of sign-in codes and the accounts whose passwords
        // the README lists. The API takes them only on loopback, where HOST below keeps it; an
        // operator's own DEV_MAILBOX=0 or SEED_DEV_USERS=0 wins.
        DEV_MAILBOX: '1',
        SEED_DEV_USERS: '1',
        ...process.env,
        FAULT_INJECTION: config.faultInjection === true ? '1' : '0',
        ...siteFor(config, ports),
        ...apiEnv,
        PORT: String(ports[API.name]),
        HOST: '127.0.0.1',
      },
      onLine: onApiLine,
    });
    apiChild.on('exit', (code, signal) => {
      if (stopping || isStopping()) return;
      console.error(`api stopped on its own (${signal ?? `exit ${code}`}); stopping the other servers.`);
      Promise.all(servers.map((server) => server.close())).finally(() => process.exit(code || 1));
    });
  }

  if (!quiet) {
    if (targets.includes(SHELL.name)) printBrandUrls(config, ports[SHELL.name]);
    console.log('Ctrl-C stops everything.');
  }
  return { ports, stop: stopAll };
}

/** Switches the API server's own fault (api-server src/modules/faults), or clears it with null. */
async function setApiFault(port, mode) {
  const response = await fetch(`http://127.0.0.1:${port}/api/dev/fault/`, {
    method: mode ? 'PUT' : 'DELETE',
    headers: mode ? { 'content-type': 'application/json' } : {},
    ...(mode ? { body: JSON.stringify({ mode: formatMode(mode) }) } : {}),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
}

/**
 * The links the API mails (manage communications) open the pages this shell serves: its port, the
 * brand hosts and product word of its runtime config. The API allows these exact origins (CORS)
 * too, unless CORS_ORIGINS lists others. What the environment sets itself wins.
 */
function siteFor(config, ports) {
  const hosts = Object.entries(config.brandHosts ?? {}).filter(([, host]) => host);
  return {
    SITE_URL: process.env.SITE_URL ?? `http://${config.defaultHost ?? 'localhost'}:${ports[SHELL.name]}`,
    BRAND_HOSTS: process.env.BRAND_HOSTS ?? hosts.map(([brand, host]) => `${brand}=${host}`).join(','),
    PRODUCT_WORD: config.productWord,
  };
}

function printBrandUrls(config, port) {
  const word = config.productWord;
  const brands = [
    { name: 'careapp', prefix: '/', host: null },
    { name: 'stud', prefix: '/stud/', host: config.brandHosts.stud },
    { name: `${word}cele`, prefix: `/${word}cele/`, host: config.brandHosts.cele },
    { name: `${word}celeorg`, prefix: `/${word}celeorg/`, host: config.brandHosts.celeorg },
  ];
  console.log('\nBrands:');
  for (const brand of brands) {
    const prefixed = `http://localhost:${port}${brand.prefix}`;
    const own = brand.host ? `  or  http://${brand.host}:${port}/` : '';
    console.log(`  ${brand.name.padEnd(16)}${prefixed.padEnd(40)}${own}`);
  }
  console.log('');
}
