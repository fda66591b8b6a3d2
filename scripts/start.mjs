// `npm start`: from a fresh clone with only Node 20 and npm to every server running. Installs the
// pinned pnpm and the dependencies when missing or outdated, rebuilds only the apps whose sources
// changed since their last build, then serves everything (scripts/serve.mjs; same flags).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { run } from './lib/processes.mjs';
import { parseServeArgs, serveAll } from './lib/serve-all.mjs';
import { isStale, markBuilt } from './lib/stale.mjs';
import { API, APPS, REMOTES, ROOT, SHELL } from './lib/workspace.mjs';

const at = (...parts) => join(ROOT, ...parts);
// Everything outside a package that changes how any package builds.
const SHARED_INPUTS = [
  at('shared-contracts', 'src'),
  at('shared-contracts', 'package.json'),
  at('tsconfig.base.json'),
  at('pnpm-lock.yaml'),
  at('pnpm-workspace.yaml'),
];

/** What each target builds from and the output file whose mtime says when it was built. */
function buildPlan(name) {
  if (name === API.name) {
    return {
      dir: API.dir,
      stamp: at(API.dir, API.entry),
      inputs: [at(API.dir), at('scripts', 'build-api.mjs'), ...SHARED_INPUTS],
    };
  }
  const app = APPS.find((a) => a.name === name);
  return {
    dir: app.dir,
    stamp: at(app.dir, 'dist', app === SHELL ? 'index.html' : 'mf-manifest.json'),
    inputs: [
      ...[
        'src',
        'public',
        'package.json',
        'tsconfig.json',
        'webpack.config.cjs',
        'module-federation.config.cjs',
      ].map((f) => at(app.dir, f)),
      at('tooling', 'webpack'),
      ...SHARED_INPUTS,
    ],
  };
}

async function installIfNeeded(pnpm) {
  // pnpm rewrites node_modules/.modules.yaml on every install: it stamps the last install.
  const stamp = at('node_modules', '.modules.yaml');
  if (!isStale(stamp, [at('pnpm-lock.yaml')])) return;
  console.log(existsSync(stamp) ? 'pnpm-lock.yaml changed: installing' : 'installing dependencies');
  const startedAt = new Date();
  await run(pnpm, ['install', '--frozen-lockfile'], { cwd: ROOT });
  markBuilt(stamp, startedAt);
}

async function buildStale(pnpm, targets) {
  // One at a time: a webpack build uses both cores of the machines we run on.
  for (const name of targets) {
    const plan = buildPlan(name);
    if (!isStale(plan.stamp, plan.inputs)) {
      console.log(`${plan.dir}: up to date`);
      continue;
    }
    console.log(`${plan.dir}: building`);
    const startedAt = new Date();
    await run(pnpm, ['--filter', plan.dir, 'build'], { cwd: ROOT });
    if (!existsSync(plan.stamp)) throw new Error(`${plan.dir} built without producing ${plan.stamp}`);
    markBuilt(plan.stamp, startedAt);
    console.log(`${plan.dir}: built in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);
  }
}

try {
  const options = parseServeArgs(process.argv.slice(2));
  const pnpm = await ensurePnpm();
  await installIfNeeded(pnpm);
  const all = [...REMOTES.map((r) => r.name), SHELL.name, ...(options.api ? [API.name] : [])];
  await buildStale(pnpm, options.only ? all.filter((name) => options.only.includes(name)) : all);
  await serveAll(options);
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
