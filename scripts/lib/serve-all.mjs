// Serves what is built, as production would: the shell with /config.json, each remote on its own
// port with CORS, and the API server as a child process. Used by serve.mjs and start.mjs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPrefixer, onShutdown, spawnPrefixed, stopTree } from './processes.mjs';
import { loadRuntimeConfig } from './runtime-config.mjs';
import { API, APPS, ROOT, SHELL } from './workspace.mjs';
import { startStaticServer } from '../../tooling/static-server/src/index.cjs';

/** Names `--only` accepts: an app, or the API. */
export const TARGET_NAMES = [...APPS.map((app) => app.name), API.name];

/**
 * Parses serve's flags: `--only <name>` (repeatable, or comma-separated) and `--no-api`.
 * @returns {{ only: string[] | null, api: boolean }}
 */
export function parseServeArgs(argv) {
  const only = [];
  let api = true;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-api') api = false;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new Error(`--only needs one of: ${TARGET_NAMES.join(', ')}`);
      only.push(...value.split(','));
    } else
      throw new Error(`unknown option ${arg} (serve takes --only <${TARGET_NAMES.join('|')}> and --no-api)`);
  }
  const unknown = only.filter((name) => !TARGET_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`--only ${unknown.join(',')}: expected one of ${TARGET_NAMES.join(', ')}`);
  return { only: only.length ? only : null, api };
}

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
 */
export async function serveAll({ only = null, api = true } = {}) {
  const targets = TARGET_NAMES.filter((name) => (only ? only.includes(name) : name !== API.name || api));
  const missing = targets.map(missingBuild).filter(Boolean);
  if (missing.length) {
    const lines = missing.map((m) => `  ${m.path} (${m.build})`).join('\n');
    throw new Error(
      `nothing to serve yet, these builds are missing:\n${lines}\nRun \`npm start\` (installs and builds what is stale, then serves).`,
    );
  }
  // Read the config once now, so a broken SHELL_CONFIG_FILE fails here and not on the first visit.
  const config = loadRuntimeConfig();

  const servers = [];
  let apiChild = null;
  const stopAll = async () => {
    await Promise.all([...servers.map((server) => server.close()), apiChild && stopTree(apiChild)]);
  };
  const isStopping = onShutdown(stopAll);

  try {
    for (const app of APPS.filter((a) => targets.includes(a.name))) {
      const isShell = app === SHELL;
      const server = await startStaticServer({
        root: join(ROOT, app.dir, 'dist'),
        port: app.port,
        // The shell routes on the client; remotes also have a standalone page with client routes.
        spaFallback: true,
        // The shell fetches each remote's manifest and chunks from another origin.
        cors: !isShell,
        // /config.json stays for tools; the shell's HTML carries the same config inline.
        routes: isShell ? { '/config.json': () => loadRuntimeConfig() } : {},
        inlineConfig: isShell,
        // Every HTML response's Content-Security-Policy names the origins of this config.
        runtimeConfig: () => loadRuntimeConfig(),
      });
      servers.push(server);
      createPrefixer(app.name)(`${app.dir}/dist on ${server.url}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  if (targets.includes(API.name)) {
    apiChild = spawnPrefixed(API.name, process.execPath, [API.entry], {
      cwd: join(ROOT, API.dir),
      // /config.json tells the browser the API is on 127.0.0.1:API_PORT: a PORT or HOST exported in
      // the shell (common in containers) must not move it elsewhere or expose it.
      env: { ...process.env, PORT: String(API.port), HOST: '127.0.0.1' },
    });
    apiChild.on('exit', (code, signal) => {
      if (isStopping()) return;
      console.error(`api stopped on its own (${signal ?? `exit ${code}`}); stopping the other servers.`);
      Promise.all(servers.map((server) => server.close())).finally(() => process.exit(code || 1));
    });
  }

  if (targets.includes(SHELL.name)) printBrandUrls(config);
  console.log('Ctrl-C stops everything.');
}

function printBrandUrls(config) {
  const word = config.productWord;
  const port = SHELL.port;
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
