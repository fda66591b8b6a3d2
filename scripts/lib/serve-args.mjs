// The flags of `npm start` and `pnpm serve`. Node built-ins and workspace.mjs only: start.mjs reads
// them before anything is installed, so nothing here may import a workspace package
// (scripts/lib/start-imports.test.mjs checks it).
import { parseArgs } from 'node:util';
import { API, APPS, portsFrom } from './workspace.mjs';

/** Names `--only` accepts: an app, or the API. */
export const TARGET_NAMES = [...APPS.map((app) => app.name), API.name];

const USAGE = `serve takes --only <${TARGET_NAMES.join('|')}>, --no-api and --base-port <n>`;

const OPTIONS = {
  only: { type: 'string', multiple: true },
  'no-api': { type: 'boolean' },
  'base-port': { type: 'string' },
};

/** node:util's parse errors, said in the words of this command (which flag, what it takes). */
function explain(error, argv) {
  const flag = /'(--?[\w-]+)/.exec(error.message)?.[1] ?? argv.find((arg) => arg.startsWith('-')) ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      // A value missing, or one that looks like the next flag (`--base-port --no-api`).
      if (flag === '--base-port') return '--base-port needs a port number';
      if (flag === '--only') return `--only needs one of: ${TARGET_NAMES.join(', ')}`;
      return `${flag} takes no value (${USAGE})`;
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${flag.split('=')[0]} (${USAGE})`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL': {
      const positional = /'([^']*)'/.exec(error.message)?.[1] ?? '';
      return `unknown option ${positional} (${USAGE})`;
    }
    default:
      return error.message;
  }
}

/**
 * Parses serve's flags: `--only <name>` (repeatable, or comma-separated), `--no-api` and
 * `--base-port <n>` (shell on n, remotes on n+1..n+5, API on n+10; see workspace.mjs portsFrom).
 * @returns {{ only: string[] | null, api: boolean, ports: Record<string, number> }}
 */
export function parseServeArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(explain(error, argv), { cause: error });
  }
  const only = (values.only ?? []).flatMap((value) => value.split(','));
  if (values.only && only.every((name) => name === ''))
    throw new Error(`--only needs one of: ${TARGET_NAMES.join(', ')}`);
  const unknown = only.filter((name) => !TARGET_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`--only ${unknown.join(',')}: expected one of ${TARGET_NAMES.join(', ')}`);

  const raw = values['base-port'];
  const basePort = raw === undefined ? undefined : Number(raw);
  if (raw !== undefined && (raw.trim() === '' || !Number.isInteger(basePort)))
    throw new Error(`--base-port needs a port number, got "${raw}"`);
  return { only: only.length ? only : null, api: !values['no-api'], ports: portsFrom(basePort) };
}
