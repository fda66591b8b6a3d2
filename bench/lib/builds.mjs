// Build times: the production build of everything (`pnpm build`) and the rebuild of one remote.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { summarize } from './summary.mjs';

/** The remote whose lone rebuild is timed: the one with most pages. */
export const LONE_REMOTE = 'mfe-content';

function timed(pnpm, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(pnpm, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function measureBuilds({ pnpm, runs, log }) {
  const all = [];
  const remote = [];
  for (let run = 0; run < runs; run += 1) {
    log(`bench: pnpm build run ${run + 1}/${runs}`);
    all.push(timed(pnpm, ['build']));
    log(`bench: ${LONE_REMOTE} rebuild run ${run + 1}/${runs}`);
    remote.push(timed(pnpm, ['--filter', LONE_REMOTE, 'build']));
  }
  return [
    { name: 'everything (pnpm build)', ms: summarize(all) },
    { name: `${LONE_REMOTE} alone`, ms: summarize(remote) },
  ];
}
