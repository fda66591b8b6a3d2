// `pnpm dev`: every app's webpack dev server with hot reload (shell :3000, remotes :3001-3005) and
// the API's build-and-restart loop, in one terminal with prefixed output. Ctrl-C stops them all.
// The shell's dev server generates /config.json like serve does, so remotes load from the dev ports.
import { join } from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { onShutdown, spawnPrefixed, stopTree } from './lib/processes.mjs';
import { API, APPS, ROOT } from './lib/workspace.mjs';

const children = [];
let stopping = false;
onShutdown(async () => {
  stopping = true;
  await Promise.all(children.map(({ child }) => stopTree(child)));
});

const pnpm = await ensurePnpm();
// webpack is started directly (not through `pnpm --filter <app> dev`): one node process per dev
// server instead of two, which matters with seven servers on two cores.
const webpackCli = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
for (const app of APPS) {
  const args = [webpackCli, 'serve', '--config', 'webpack.config.cjs', '--mode', 'development'];
  children.push({
    name: app.name,
    child: spawnPrefixed(app.name, process.execPath, args, { cwd: join(ROOT, app.dir) }),
  });
}
children.push({
  name: API.name,
  child: spawnPrefixed(API.name, pnpm, ['--filter', API.dir, 'dev'], { cwd: ROOT }),
});

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    // One server down is worth knowing, not a reason to stop the others mid-edit.
    if (!stopping)
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); the other servers keep running.`);
  });
}
console.log(
  `dev: ${APPS.map((a) => `${a.name} http://127.0.0.1:${a.port}/`).join(' · ')} · api via \`pnpm --filter ${API.dir} dev\``,
);
console.log(
  'Brands: http://localhost:3000/ (careapp), /stud/, /varicocele/, /varicoceleorg/ — Ctrl-C stops everything.',
);
