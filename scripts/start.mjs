// `npm start`: from a fresh clone with only Node 20 and npm to every server running. Installs the
// pinned pnpm and the dependencies when missing or outdated, rebuilds only the apps whose sources
// changed since their last build, then serves everything (scripts/serve.mjs; same flags).
// Only the start script's own code is imported statically: serve-all.mjs pulls in the static
// server, whose dependencies exist only after the install step, so it is imported after it.
import { allTargets, buildStale, installIfNeeded } from './lib/build.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { parseServeArgs } from './lib/serve-args.mjs';

try {
  const options = parseServeArgs(process.argv.slice(2));
  const pnpm = await ensurePnpm();
  await installIfNeeded(pnpm);
  const all = allTargets(options);
  await buildStale(pnpm, options.only ? all.filter((name) => options.only.includes(name)) : all);
  const { serveAll } = await import('./lib/serve-all.mjs');
  await serveAll(options);
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
