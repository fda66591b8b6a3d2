// The shell server of the redeploy bench (redeploys.mjs), in a process of its own so that its
// memory is the renderer's alone: the shell's dist served as `npm start` serves it, with server
// rendering, and one more route, /__bench/memory, which collects garbage (node --expose-gc) and
// answers the process's memory and what the federation runtime holds.
// argv: <shell port> <runtime config as JSON>
const { join } = require('node:path');
const { startStaticServer } = require('../../tooling/static-server/src/index.cjs');

const [port, configJson] = process.argv.slice(2);
const GC_PASSES = Number(process.env.BENCH_GC_PASSES ?? 10);
const config = JSON.parse(configJson);

/** What a redeploy could leave behind: federation instances, and stylesheets filed by app. */
function heldByRenderer() {
  const federation = globalThis.__FEDERATION__ ?? {};
  return {
    federationInstances: federation.__INSTANCES__?.length ?? 0,
    styleApps: Object.keys(globalThis.__SERVER_STYLES__ ?? {}).length,
  };
}

function memory() {
  if (typeof globalThis.gc !== 'function') throw new Error('start this process with --expose-gc');
  // Several full collections: V8 drops the compiled code of functions no longer run (the old
  // builds' chunks, evaluated once) only once it has aged through a few of them, as it would over
  // the minutes between real redeploys.
  for (let pass = 0; pass < GC_PASSES; pass += 1) globalThis.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external, ...heldByRenderer() };
}

startStaticServer({
  root: join(__dirname, '..', '..', 'host-shell', 'dist'),
  port: Number(port),
  spaFallback: true,
  inlineConfig: true,
  knownRoutes: true,
  serverRender: true,
  runtimeConfig: () => config,
  routes: { '/__bench/memory': memory },
}).then(
  // Warmed up as serve-all warms `npm start`'s shell, which keeps it warm from then on: the
  // renderer then loads a redeployed build by itself (docs/adr/0182).
  async (server) => {
    await server.warmUp();
    console.log(`ready ${server.url}`);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
