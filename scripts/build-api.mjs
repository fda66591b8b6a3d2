// Bundles api-server/src/server.ts into api-server/dist/server.js.
//   node scripts/build-api.mjs           one production build
//   node scripts/build-api.mjs --watch   rebuild on change and restart the server (dev loop)
// Packages the server depends on stay external and load from node_modules at run time; what is not
// one of its dependencies (shared-contracts, which ships TypeScript source, and anything that pulls
// in) is bundled, so dist/server.js runs with `node` from any directory.
import { spawn } from 'node:child_process';
import { readFileSync, statSync, watch } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = join(root, 'api-server');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
// esbuild is a devDependency of api-server, not of the root, so resolve it from there.
const esbuild = createRequire(join(packageDir, 'package.json'))('esbuild');

const BUNDLED = new Set(['shared-contracts']);
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);
const outfile = join(packageDir, 'dist', 'server.js');
const watchMode = process.argv.includes('--watch');

// shared-contracts also holds the browser's API client, storage and event bus, which create
// singletons when imported. Its modules are marked side-effect free, so when the server imports a
// value from it (endpoints, messages) only what it uses is bundled, and none of those singletons.
const sharedContractsDir = join(root, 'shared-contracts') + '/';
/** @type {import('esbuild').Plugin} */
const treeShakeSharedContracts = {
  name: 'tree-shake-shared-contracts',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (!args.importer.startsWith(sharedContractsDir) && args.path !== 'shared-contracts') return undefined;
      const { importer, namespace, resolveDir, kind, with: importAttributes } = args;
      const result = await build.resolve(args.path, {
        importer,
        namespace,
        resolveDir,
        kind,
        with: importAttributes,
        pluginData: 'resolving',
      });
      if (result.errors.length > 0 || !result.path.startsWith(sharedContractsDir)) return result;
      return { ...result, sideEffects: false };
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: [join(packageDir, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  sourcemap: true,
  // Stack traces in logs point at src/*.ts through the source map.
  banner: { js: "require('node:process').setSourceMapsEnabled(true);" },
  logLevel: 'warning',
  plugins: [treeShakeSharedContracts],
};

if (watchMode) {
  await runDevLoop();
} else {
  const started = performance.now();
  await esbuild.build(options);
  const bytes = statSync(outfile).size;
  console.log(
    `api-server: built ${outfile} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
  );
}

async function runDevLoop() {
  let server = null;
  let restarting = Promise.resolve();

  const stopServer = () =>
    new Promise((resolve) => {
      if (!server || server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });

  const restart = () => {
    // Chained so overlapping rebuilds restart one after the other, never two servers at once.
    restarting = restarting.then(async () => {
      await stopServer();
      // Its own process group: Ctrl-C reaches only this loop, which then stops the server once,
      // instead of the server seeing two signals and exiting before it has closed the database.
      // The dev loop is a local demo too: the mailbox and the seeded users, unless the shell says 0.
      const env = { DEV_MAILBOX: '1', SEED_DEV_USERS: '1', ...process.env };
      server = spawn(process.execPath, [outfile], { stdio: 'inherit', env, detached: true });
    });
    return restarting;
  };

  const context = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: 'restart-server',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length > 0)
              return console.error('api-server: build failed; the old server keeps running');
            console.log('api-server: built, (re)starting the server');
            return restart();
          });
        },
      },
    ],
  });
  await context.watch();
  // Migrations are read at start, not bundled, so a change there needs a restart too.
  watch(join(packageDir, 'migrations'), () => void restart());

  const shutdown = async () => {
    await context.dispose();
    await stopServer();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('exit', () => server?.kill('SIGTERM'));
}
