// `pnpm bench --only redeploys` (or `node bench/lib/redeploys.mjs`): a running shell server renders
// a remote that is redeployed 100 times in a row (docs/adr/0140, docs/adr/0155), without a restart,
// and its memory does not grow.
//
// The shell server runs in a process of its own (redeploy-shell.cjs, node --expose-gc) against the
// built host-shell, the built API and the content remote's server build, served here from a
// scratch folder. Each redeploy writes a new build there: every chunk of the built dist/server
// under a new content hash (as a rebuild with a changed source would name them), remoteEntry.js
// and mf-manifest.json naming them, the old build's files removed. The renderer must read the
// changed manifest, register the new container and load its page modules. The shell server keeps
// warm (docs/adr/0182), so the bench first waits, asking for no page, until the renderer fetched
// the new build's page modules by itself; then it asks for the pages until the shell server
// renders them with chunks of the new build (the remote's request log says which build's files it
// fetched), and notes how long each took. Memory (RSS and heap,
// after a full collection) is sampled before the first redeploy and after 10, 25, 50 and 100.
//
// The renderer reads a manifest again once it is older than 5 s (MANIFEST_CHECK_MS); the bench
// lowers that to BENCH_MANIFEST_CHECK_MS (default 250) through SERVER_RENDER_MANIFEST_CHECK_MS, a
// setting for this bench only. BENCH_REDEPLOYS (default 100) and BENCH_REDEPLOYS_BASE_PORT
// (default 4570: shell 4570, content 4575, API 4580) change the rest.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from '../../tooling/static-server/src/index.cjs';
import { loadRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';
import { portsFrom, ROOT } from '../../scripts/lib/workspace.mjs';

/** The pages asked for after each redeploy, and the content module each renders. */
const PAGES = { '/stud/': 'HomePage', '/stud/terms': 'TermsPage' };
const SAMPLES_AT = [0, 10, 25, 50, 100];
/** Longest wait for one redeploy to show before the bench gives up. */
const PICKUP_LIMIT_MS = 30_000;
const HASHED_FILE = /\.([0-9a-f]{20})\.js$/;
const MB = 1024 * 1024;
/** The flags `npm start` runs its servers with (package.json): V8's compilation cache off. */
const SHELL_NODE_FLAGS = '--no-compilation-cache';
/** The pause before each memory sample. */
const SETTLE_MS = 2_000;

/** The content remote's built server files, and the content hashes in their names. */
function readServerBuild() {
  const dir = join(ROOT, 'mfe-content', 'dist', 'server');
  const files = new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  const hashes = new Set([...files.keys()].map((name) => HASHED_FILE.exec(name)?.[1]).filter(Boolean));
  if (!files.has('mf-manifest.json') || hashes.size === 0)
    throw new Error(`${dir} holds no server build: build mfe-content first`);
  return { files, hashes: [...hashes] };
}

/** Build `n`'s name for a content hash: its first four digits replaced by n's (unique per build). */
const hashOf = (hash, n) => `${n.toString(16).padStart(4, '0')}${hash.slice(4)}`;

/**
 * Writes build `n` into `serverDir`: every hashed file renamed, and every mention of a hash in
 * every file (the entry's chunk map, the manifest) changed with it. The chunks go first, the
 * manifest last (a renderer reading it meanwhile still finds the old build whole), then the old
 * build's chunks go.
 */
function deploy(serverDir, build, n) {
  const rename = (text) => build.hashes.reduce((out, hash) => out.split(hash).join(hashOf(hash, n)), text);
  const before = new Set(readdirSync(serverDir));
  const written = new Set();
  const write = (name, text) => {
    writeFileSync(join(serverDir, `${name}.tmp`), text);
    renameSync(join(serverDir, `${name}.tmp`), join(serverDir, name));
    written.add(name);
  };
  for (const [name, text] of build.files)
    if (name !== 'remoteEntry.js' && name !== 'mf-manifest.json') write(rename(name), rename(text));
  write('remoteEntry.js', rename(build.files.get('remoteEntry.js')));
  write('mf-manifest.json', rename(build.files.get('mf-manifest.json')));
  for (const name of before) if (!written.has(name)) rmSync(join(serverDir, name));
}

/** Starts a child and resolves once its stdout says `readyText` (at once without one). */
function startProcess(args, env, readyText, log) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
      if (readyText && output.includes(readyText)) resolve(child);
    });
    child.stderr.on('data', (data) => {
      output += data;
      // Module Federation warns once per re-registered container ("already registered"): expected.
      const text = String(data);
      if (/error/i.test(text) && !/already registered/.test(text)) log(`redeploys: ${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code}):\n${output}`)));
    if (!readyText) resolve(child);
  });
}

async function waitFor(url, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${limitMs} ms`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * @param {{ log?: (line: string) => void, redeploys?: number, manifestCheckMs?: number, basePort?: number }} [options]
 */
export async function measureRedeploys({
  log = console.error,
  redeploys = Number(process.env.BENCH_REDEPLOYS ?? 100),
  manifestCheckMs = Number(process.env.BENCH_MANIFEST_CHECK_MS ?? 250),
  basePort = Number(process.env.BENCH_REDEPLOYS_BASE_PORT ?? 4570),
} = {}) {
  const ports = portsFrom(basePort);
  const config = { ...loadRuntimeConfig({}, ports), faultInjection: false };
  const shellUrl = `http://127.0.0.1:${ports.shell}`;
  const build = readServerBuild();
  const scratch = mkdtempSync(join(tmpdir(), 'bench-redeploys-'));
  const serverDir = join(scratch, 'content', 'server');
  mkdirSync(serverDir, { recursive: true });
  deploy(serverDir, build, 0);

  // The content remote's server, logging which build's page modules were fetched ("3:HomePage").
  const fetchedModules = new Set();
  const remote = await createStaticServer({ root: join(scratch, 'content'), cors: true });
  remote.addHook('onRequest', async (request) => {
    const match = /__federation_expose_([A-Za-z]+)\.([0-9a-f]{4})[0-9a-f]{16}\.js/.exec(request.url);
    if (match) fetchedModules.add(`${Number.parseInt(match[2], 16)}:${match[1]}`);
  });
  await remote.listen({ port: ports.content, host: '127.0.0.1' });

  const children = [];
  try {
    // The API the pages read from (its own scratch data), so they render with their content.
    const api = startProcess(
      [join(ROOT, 'api-server', 'dist', 'server.js')],
      {
        DATA_DIR: join(scratch, 'api-data'),
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      null,
      log,
    );
    children.push(await api);
    await waitFor(`${config.apiBaseUrl}/api/rest/rest-check/`, 60_000);
    const shellFile = fileURLToPath(new URL('./redeploy-shell.cjs', import.meta.url));
    children.push(
      await startProcess(
        [
          '--expose-gc',
          // A heap limit shows whether what grows is kept for good or only until V8 needs the room;
          // other flags (e.g. --no-compilation-cache) show where it goes.
          ...(process.env.BENCH_SHELL_MAX_OLD_SPACE_MB
            ? [`--max-old-space-size=${process.env.BENCH_SHELL_MAX_OLD_SPACE_MB}`]
            : []),
          // As `npm start` runs it (package.json): without V8's compilation cache (docs/adr/0180).
          ...(process.env.BENCH_SHELL_NODE_FLAGS ?? SHELL_NODE_FLAGS).split(' ').filter(Boolean),
          shellFile,
          String(ports.shell),
          JSON.stringify(config),
        ],
        { SERVER_RENDER_MANIFEST_CHECK_MS: String(manifestCheckMs) },
        'ready',
        log,
      ),
    );

    /**
     * Waits, asking for no page, until the renderer has fetched build n's page modules by itself
     * (it keeps warm: docs/adr/0182); the ms since the redeploy.
     */
    const loadedUnvisited = async (n, since) => {
      const until = since + PICKUP_LIMIT_MS;
      const modules = Object.values(PAGES).map((module) => `${n}:${module}`);
      while (Date.now() < until) {
        if (modules.every((module) => fetchedModules.has(module))) return Date.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`build ${n} was not loaded without a visit within ${PICKUP_LIMIT_MS} ms`);
    };
    /**
     * Asks for the pages until each is rendered on the server after its module of build n was
     * fetched (a redeploy drops the old build's modules, so that render is the new build's); the
     * ms since the redeploy.
     */
    const pickUp = async (n, since) => {
      const until = since + PICKUP_LIMIT_MS;
      const done = new Set();
      while (Date.now() < until) {
        for (const [path, module] of Object.entries(PAGES)) {
          if (done.has(path)) continue;
          const loaded = fetchedModules.has(`${n}:${module}`);
          const html = await fetch(`${shellUrl}${path}`).then((response) => response.text());
          if (loaded && /<html[^>]*\sdata-server-rendered/.test(html)) done.add(path);
        }
        if (done.size === Object.keys(PAGES).length) return Date.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`build ${n} was not rendered within ${PICKUP_LIMIT_MS} ms`);
    };
    const sample = async (n) => {
      // The last requests' short timers (a render's 1 s limit, RTK Query's notifications) run out
      // first: what they hold for a moment is not what the process keeps.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const held = await fetch(`${shellUrl}/__bench/memory`).then((response) => response.json());
      log(
        `redeploys: after ${n}: rss ${(held.rss / MB).toFixed(1)} MB, heap ${(held.heapUsed / MB).toFixed(1)} MB`,
      );
      return { redeploys: n, ...held };
    };

    // Build 0 rendered and warm (the first requests load the container), then a baseline.
    await pickUp(0, Date.now());
    for (let warm = 0; warm < 20; warm += 1)
      for (const path of Object.keys(PAGES)) await fetch(`${shellUrl}${path}`);
    const samples = [await sample(0)];
    const pickups = [];
    const unvisitedLoads = [];
    for (let n = 1; n <= redeploys; n += 1) {
      fetchedModules.clear();
      const since = Date.now();
      deploy(serverDir, build, n);
      unvisitedLoads.push(await loadedUnvisited(n, since));
      pickups.push(await pickUp(n, since));
      if (SAMPLES_AT.includes(n) || n === redeploys) samples.push(await sample(n));
    }
    // Optionally a last sample after the server was left idle: V8's memory reducer runs then.
    const idleS = Number(process.env.BENCH_IDLE_SAMPLE_S ?? 0);
    if (idleS > 0) {
      await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
      samples.push({ ...(await sample(redeploys)), idleS });
    }
    return {
      redeploys,
      manifestCheckMs,
      pages: Object.keys(PAGES),
      unvisitedLoadMs: {
        p50: median(unvisitedLoads),
        p90: percentile(unvisitedLoads, 90),
        max: Math.max(...unvisitedLoads),
      },
      pickupMs: { p50: median(pickups), p90: percentile(pickups, 90), max: Math.max(...pickups) },
      samples,
    };
  } finally {
    for (const child of children) child.kill();
    await remote.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The table: memory by redeploys, and how soon a redeploy was rendered. */
export function printRedeploys(result) {
  if (!result) return;
  console.info(
    `\nRedeploys of the content remote's server build (manifest read every ${result.manifestCheckMs} ms)`,
  );
  console.info('| redeploys | RSS (MB) | heap used (MB) | external (MB) | federation instances |');
  console.info('| --------: | -------: | -------------: | ------------: | -------------------: |');
  for (const row of result.samples)
    console.info(
      `| ${row.redeploys}${row.idleS ? ` + ${row.idleS} s idle` : ''} | ${(row.rss / MB).toFixed(1)} | ${(row.heapUsed / MB).toFixed(1)} | ${(row.external / MB).toFixed(1)} | ${row.federationInstances} |`,
    );
  const loaded = result.unvisitedLoadMs;
  console.info(
    `Loaded by the renderer, no page asked for, after: p50 ${loaded.p50} ms, p90 ${loaded.p90} ms, max ${loaded.max} ms`,
  );
  const { p50, p90, max } = result.pickupMs;
  console.info(`Rendered with the new build after: p50 ${p50} ms, p90 ${p90} ms, max ${max} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    printRedeploys(await measureRedeploys());
    process.exit(0);
  } catch (error) {
    console.error(`redeploys: ${error.message}`);
    process.exit(1);
  }
}
