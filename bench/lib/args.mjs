// Flags of `pnpm bench`, parsed by node:util's parseArgs.
import { parseArgs } from 'node:util';

export const PARTS = ['lighthouse', 'bytes', 'shell', 'api', 'chat', 'build', 'cart-writes', 'redeploys'];

const USAGE = `usage: pnpm bench [--skip-build] [--only ${PARTS.join('|')}] [--runs N] [--update-budgets] [--api-routes name,...]`;

const OPTIONS = {
  'skip-build': { type: 'boolean' },
  'update-budgets': { type: 'boolean' },
  only: { type: 'string', multiple: true },
  runs: { type: 'string' },
  'api-routes': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
};

/** Repeated and comma-separated values as one list: `--only api,bytes --only chat`. */
const listOf = (values = []) => values.flatMap((value) => value.split(',')).filter(Boolean);

/**
 * `--api-routes` names routes of api-routes.json: the API part measures only those (and not the
 * guest purchases), to look at one route quickly.
 * @returns {{ parts: string[], runs: number, skipBuild: boolean, updateBudgets: boolean, apiRoutes?: string[] }}
 */
export function parseBenchArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    const flag = /'(--?[\w-]+)/.exec(error.message)?.[1] ?? '';
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new Error(`unknown option ${flag}\n${USAGE}`, { cause: error });
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new Error(`${flag} needs a value\n${USAGE}`, { cause: error });
    throw new Error(`${error.message}\n${USAGE}`, { cause: error });
  }
  if (values.help) throw new Error(USAGE);

  const options = {
    parts: [...PARTS],
    runs: 3,
    skipBuild: values['skip-build'] ?? false,
    updateBudgets: values['update-budgets'] ?? false,
  };
  if (values.runs !== undefined) {
    options.runs = Number(values.runs);
    if (!Number.isInteger(options.runs) || options.runs < 1)
      throw new Error(`--runs ${values.runs}: expected a whole number ≥ 1`);
  }
  if (values['api-routes']) options.apiRoutes = listOf(values['api-routes']);

  const only = listOf(values.only);
  const unknown = only.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`--only ${unknown.join(',')}: expected one of ${PARTS.join(', ')}`);
  if (only.length) options.parts = PARTS.filter((part) => only.includes(part));
  return options;
}
