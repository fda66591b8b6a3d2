// The flags of `npm start` and `pnpm serve`. Node built-ins and workspace.mjs only: start.mjs reads
// them before anything is installed, so nothing here may import a workspace package.
import { API, APPS, portsFrom } from './workspace.mjs';

/** Names `--only` accepts: an app, or the API. */
export const TARGET_NAMES = [...APPS.map((app) => app.name), API.name];

/**
 * Parses serve's flags: `--only <name>` (repeatable, or comma-separated), `--no-api` and
 * `--base-port <n>` (shell on n, remotes on n+1..n+5, API on n+10; see workspace.mjs portsFrom).
 * @returns {{ only: string[] | null, api: boolean, ports: Record<string, number> }}
 */
export function parseServeArgs(argv) {
  const only = [];
  let api = true;
  let basePort;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-api') api = false;
    else if (arg === '--base-port' || arg.startsWith('--base-port=')) {
      const value = arg === '--base-port' ? argv[++i] : arg.slice('--base-port='.length);
      basePort = Number(value);
      if (!value || !Number.isInteger(basePort))
        throw new Error(`--base-port needs a port number, got "${value ?? ''}"`);
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new Error(`--only needs one of: ${TARGET_NAMES.join(', ')}`);
      only.push(...value.split(','));
    } else
      throw new Error(
        `unknown option ${arg} (serve takes --only <${TARGET_NAMES.join('|')}>, --no-api and --base-port <n>)`,
      );
  }
  const unknown = only.filter((name) => !TARGET_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`--only ${unknown.join(',')}: expected one of ${TARGET_NAMES.join(', ')}`);
  return { only: only.length ? only : null, api, ports: portsFrom(basePort) };
}
