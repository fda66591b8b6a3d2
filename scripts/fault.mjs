// `pnpm fault <remote> <mode>`, `pnpm fault <api-mode>`, `pnpm fault clear [target]`, `pnpm fault`:
// switches a fault for every visitor of the servers `npm start` runs (docs/recovery-testing.md),
// through the shell server's /__mf-fault route on 127.0.0.1. `--base-port <n>` for servers started
// with that flag.
import { parseArgs } from 'node:util';
import { portsFrom, SHELL } from './lib/workspace.mjs';

const USAGE = `usage: pnpm fault <remote> <down|entry-500|chunk-404|slow:<ms>|stale>
       pnpm fault <remote> <server-down|server-throws|server-slow:<ms>>   (the shell's server render)
       pnpm fault <api-down|api-slow:<ms>|api-401>
       pnpm fault clear [<remote>|api]
       pnpm fault                      (lists the faults switched on)
options: --base-port <n>               (servers started with serve.mjs --base-port <n>)`;

/** The words after `pnpm fault`, and the shell's port (`--base-port <n>` moves it). */
function readArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { 'base-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch {
    throw new Error(USAGE);
  }
  const { values, positionals } = parsed;
  if (values.help) throw new Error(USAGE);
  const basePort = values['base-port'] === undefined ? undefined : Number(values['base-port']);
  return { words: positionals, port: portsFrom(basePort)[SHELL.name] };
}

function request(words) {
  if (words.length === 0) return { method: 'GET' };
  if (words[0] === 'clear') {
    if (words.length > 2) throw new Error(USAGE);
    return { method: 'DELETE', query: words[1] ? `?target=${encodeURIComponent(words[1])}` : '' };
  }
  if (words.length === 1 && words[0].startsWith('api')) return { method: 'PUT', body: { mode: words[0] } };
  if (words.length === 2) return { method: 'PUT', body: { target: words[0], mode: words[1] } };
  throw new Error(USAGE);
}

try {
  const { words, port } = readArgs(process.argv.slice(2));
  const { method, body, query = '' } = request(words);
  const url = `http://127.0.0.1:${port}/__mf-fault${query}`;
  let response;
  try {
    response = await fetch(url, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new Error(
      `nothing answers on ${url}: is \`npm start\` running (with --base-port, pass it here too)?`,
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.detail ?? `${response.status} from ${url}`);
  const faults = Object.entries(answer.faults ?? {});
  console.log(
    faults.length
      ? `Faults for everyone: ${faults.map(([target, mode]) => `${target} ${mode}`).join(', ')}`
      : 'No faults switched on.',
  );
} catch (error) {
  console.error(`fault: ${error.message}`);
  process.exit(1);
}
