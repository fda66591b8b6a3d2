// Install and build steps shared by `npm start` and `npm test`: install dependencies when the
// lockfile changed, and rebuild only the apps whose sources changed since their last build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes.mjs';
import { isStale, markBuilt, sourcesOf } from './stale.mjs';
import { API, APPS, REMOTES, ROOT, SHELL } from './workspace.mjs';

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
      inputs: [...sourcesOf(at(API.dir)), at('scripts', 'build-api.mjs'), ...SHARED_INPUTS],
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
      // Bundled into every remote (the standalone page, placeholders).
      at('tooling', 'remote-kit'),
      ...SHARED_INPUTS,
    ],
  };
}

export async function installIfNeeded(pnpm) {
  // pnpm rewrites node_modules/.modules.yaml on every install: it stamps the last install.
  const stamp = at('node_modules', '.modules.yaml');
  if (!isStale(stamp, [at('pnpm-lock.yaml')])) return;
  console.log(existsSync(stamp) ? 'pnpm-lock.yaml changed: installing' : 'installing dependencies');
  const startedAt = new Date();
  await run(pnpm, ['install', '--frozen-lockfile'], { cwd: ROOT });
  markBuilt(stamp, startedAt);
}

export async function buildStale(pnpm, targets) {
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

/** Every build target, remotes first so the shell's build never waits on a missing remote. */
export function allTargets({ api = true } = {}) {
  return [...REMOTES.map((r) => r.name), SHELL.name, ...(api ? [API.name] : [])];
}
