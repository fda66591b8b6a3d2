// Makes the pinned pnpm available on a machine that has only Node and npm: the one on the PATH
// when its version matches `packageManager`, else a copy installed under .tools/ (git-ignored).
// Not corepack: its signature check fails here without COREPACK_INTEGRITY_KEYS=0 (docs/toolchain.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { run } from './processes.mjs';
import { ROOT } from './workspace.mjs';

const TOOLS_DIR = join(ROOT, '.tools');
const LOCAL_BIN_DIR = join(TOOLS_DIR, 'node_modules', '.bin');
const isWindows = process.platform === 'win32';

/** The pnpm version the workspace pins in package.json `packageManager` (e.g. '12.21.0'). */
export function wantedPnpmVersion() {
  const { packageManager = '' } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager);
  if (!match) throw new Error(`package.json packageManager is "${packageManager}", expected pnpm@x.y.z`);
  return match[1];
}

/** The version a pnpm command reports, or null when it does not run. */
function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', shell: isWindows, cwd: ROOT });
  if (result.status !== 0) return null;
  // pnpm may print warnings around the version; take the first line that is one.
  return /^\d+\.\d+\.\d+\S*$/m.exec(result.stdout ?? '')?.[0] ?? null;
}

/**
 * Returns a command that runs the pinned pnpm, installing it into .tools/ with npm when needed.
 * The local copy's folder is also put first on PATH, so child processes that call `pnpm`
 * (package scripts, the lead's test runner) find the same one.
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<string>} 'pnpm' or the absolute path of the local copy
 */
export async function ensurePnpm({ log = console.log } = {}) {
  // pnpm 12 looks the packageManager pin up in the registry before every command, to record it in
  // the lockfile; those look-ups sometimes 404 (ERR_PNPM_BAD_CONFIG_DEP on @pnpm/exe.<platform>)
  // and fail a build at random. The version is checked here instead, so pnpm may skip it.
  process.env.pnpm_config_pm_on_fail ??= 'ignore';
  const wanted = wantedPnpmVersion();
  const onPath = versionOf('pnpm');
  if (onPath === wanted) return 'pnpm';

  const local = join(LOCAL_BIN_DIR, isWindows ? 'pnpm.cmd' : 'pnpm');
  if (!existsSync(local) || versionOf(local) !== wanted) {
    log(
      `pnpm ${wanted} ${onPath ? `is needed (PATH has ${onPath})` : 'is not on the PATH'}: installing it into .tools/ with npm`,
    );
    const npm = isWindows ? 'npm.cmd' : 'npm';
    await run(
      npm,
      ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${wanted}`],
      { cwd: ROOT },
    );
    if (versionOf(local) !== wanted)
      throw new Error(`installed pnpm ${wanted} into .tools/, but ${local} does not report that version`);
  }
  process.env.PATH = `${LOCAL_BIN_DIR}${delimiter}${process.env.PATH ?? ''}`;
  return local;
}
