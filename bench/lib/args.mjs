// Flags of `pnpm bench`.
export const PARTS = ['lighthouse', 'bytes', 'api', 'chat', 'build'];

const USAGE = `usage: pnpm bench [--skip-build] [--only ${PARTS.join('|')}] [--runs N] [--update-budgets] [--api-routes name,...]`;

/**
 * `--api-routes` names routes of api-routes.json: the API part measures only those (and not the
 * guest purchases), to look at one route quickly.
 * @returns {{ parts: string[], runs: number, skipBuild: boolean, updateBudgets: boolean, apiRoutes?: string[] }}
 */
export function parseBenchArgs(argv) {
  const options = { parts: [...PARTS], runs: 3, skipBuild: false, updateBudgets: false };
  const only = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const [flag, inline] = arg.split('=');
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--update-budgets') options.updateBudgets = true;
    else if (arg === '--only' || arg.startsWith('--only=')) only.push(...value().split(','));
    else if (arg === '--api-routes' || arg.startsWith('--api-routes='))
      options.apiRoutes = [...(options.apiRoutes ?? []), ...value().split(',').filter(Boolean)];
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const raw = value();
      options.runs = Number(raw);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error(`--runs ${raw}: expected a whole number ≥ 1`);
    } else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  const unknown = only.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`--only ${unknown.join(',')}: expected one of ${PARTS.join(', ')}`);
  if (only.length) options.parts = PARTS.filter((part) => only.includes(part));
  return options;
}
