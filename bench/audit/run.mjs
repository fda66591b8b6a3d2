// `pnpm audit:security`: replays the abuse cases of the security review against servers of this
// build that it starts itself (never `npm start`'s: its limits are the audit's own, and nothing
// it does locks a developer out), prints a table and exits 1 on any FAIL.
//
// Two APIs: the audited one, with the development mailbox, seeded users, small budgets and
// TRUST_PROXY=loopback (so each case is a client of its own through X-Forwarded-For); and a bare
// one without the development settings or TRUST_PROXY. The shell's static server runs beside
// them when the shell is built. Ports: AUDIT_BASE_PORT (default 4700) for the shell, +10 and +11
// for the APIs, +12 for an API that must refuse to start.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startOwnStack } from '../lib/stack.mjs';
import { API, portsFrom, ROOT, SHELL } from '../../scripts/lib/workspace.mjs';
import { accountCases } from './cases/accounts.mjs';
import { chatCases } from './cases/chat.mjs';
import { contentCases } from './cases/content.mjs';
import { moneyCases } from './cases/money.mjs';
import { exitCodeOf, formatReport } from './report.mjs';

const DEFAULT_AUDIT_BASE_PORT = 4700;
/** Two APIs migrate and seed at once: on a busy machine that takes a while. */
const START_TIMEOUT_MS = 180_000;

function basePort(env = process.env) {
  const raw = env.AUDIT_BASE_PORT?.trim();
  if (!raw) return DEFAULT_AUDIT_BASE_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port)) throw new Error(`AUDIT_BASE_PORT=${raw}: expected a port number`);
  return port;
}

/**
 * What a developer's shell may export that would tie the audit's APIs to shared services: a
 * PostgreSQL database or Redis limits that `npm start` uses too, a real mail server, a real AI.
 * Blank is unset for the API.
 */
const OWN_SERVICES_ONLY = { DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', AI_BASE_URL: '' };

/** The limits every case is written against (see the cases' `expected`). */
const AUDITED_API_ENV = {
  ...OWN_SERVICES_ONLY,
  LOG_LEVEL: 'info',
  DEV_MAILBOX: '1',
  SEED_DEV_USERS: '1',
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_FAILURES_PER_ACCOUNT: '3',
  CONTACT_FORMS_PER_HOUR: '2',
  SUBSCRIPTIONS_PER_HOUR: '2',
  CHAT_ROOMS_PER_HOUR: '2',
  CARTS_PER_HOUR: '2',
  CART_CHANGES_PER_CART_PER_HOUR: '2',
  CHAT_MESSAGES_PER_WINDOW: '4',
  CHAT_FILE_BYTES_PER_USER: String(2.5 * 1024 * 1024),
};

const BARE_API_ENV = {
  ...OWN_SERVICES_ONLY,
  LOG_LEVEL: 'warn',
  DEV_MAILBOX: '0',
  SEED_DEV_USERS: '0',
  TRUST_PROXY: '',
  RATE_LIMIT_SENDS_PER_ADDRESS: '2',
};

const startedAt = Date.now();
const base = basePort();
const ports = portsFrom(base);
const shellBuilt = existsSync(join(ROOT, SHELL.dir, 'dist', 'index.html'));
const tokenSecret = randomBytes(32).toString('base64url');
const apiLog = [];

console.info(
  `audit: starting its own servers on ports ${base}, ${ports[API.name]} and ${ports[API.name] + 1}`,
);
if (!shellBuilt)
  console.info('audit: host-shell/dist is missing, so the shell cases fail (run `pnpm build`)');
// The shell's server reads SOURCE_MAPS from this process: the audit checks the default (off).
process.env.SOURCE_MAPS = '0';
const started = await Promise.allSettled([
  startOwnStack({
    ports,
    only: shellBuilt ? [SHELL.name, API.name] : [API.name],
    apiEnv: { ...AUDITED_API_ENV, TOKEN_SECRET: tokenSecret },
    onApiLine: (line) => apiLog.push(line),
    startTimeoutMs: START_TIMEOUT_MS,
  }),
  startOwnStack({
    ports: { ...ports, [API.name]: ports[API.name] + 1 },
    only: [API.name],
    apiEnv: BARE_API_ENV,
    // Its log (warnings of refused sends) is not the audit's output.
    onApiLine: () => {},
    startTimeoutMs: START_TIMEOUT_MS,
  }),
]);
const stacks = started.filter((result) => result.status === 'fulfilled').map((result) => result.value);
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  // One may have started: stop it, or its API would outlive this run and hold the port.
  await Promise.all(stacks.map((stack) => stack.stop()));
  console.error(`audit: could not start the servers: ${failure.reason?.message ?? failure.reason}`);
  for (const line of apiLog.slice(-20)) console.error(`  api: ${line}`);
  process.exit(1);
}
const [audited, bare] = stacks;
const serversUpMs = Date.now() - startedAt;

const context = {
  api: audited.apiUrl,
  bare: bare.apiUrl,
  shellUrl: shellBuilt ? audited.shellUrl : null,
  // The page origin the API allows (its SITE_URL: the shell on this port).
  origin: `http://localhost:${ports[SHELL.name]}`,
  ports: { refused: ports[API.name] + 2 },
  tokenSecret,
  apiLog,
  socketTokens: [],
};

/** Runs a group's cases one after another (a later case may read what an earlier one left). */
async function runGroup(cases) {
  const results = [];
  for (const auditCase of cases) {
    const { item, name, expected } = auditCase;
    try {
      results.push({ item, name, expected, ...(await auditCase.run(context)) });
    } catch (error) {
      results.push({ item, name, expected, observed: `error: ${error.message}`, pass: false });
    }
  }
  return results;
}

// The groups share nothing (each case is its own client and makes its own accounts), so they run
// side by side: most of the time is the API hashing passwords, which it does on several threads.
const groups = await Promise.all([accountCases, moneyCases, chatCases, contentCases].map(runGroup)).finally(
  () => Promise.all(stacks.map((stack) => stack.stop())),
);
const results = groups.flat();

results.sort((a, b) => a.item - b.item);
console.info('');
for (const line of formatReport(results, Date.now() - startedAt)) console.info(line);
console.info(
  `(servers started in ${(serversUpMs / 1000).toFixed(1)} s, cases ran in ${((Date.now() - startedAt - serversUpMs) / 1000).toFixed(1)} s)`,
);
process.exit(exitCodeOf(results));
