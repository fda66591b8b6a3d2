// Accounts: pre-hijacking (item 1), development features (2), the failed-login limit under
// concurrency (3), lockout as a weapon and TRUST_PROXY (4), common passwords (9).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, ROOT } from '../../../scripts/lib/workspace.mjs';
import { createClient, lastCode, newVerifiedUser, nextAddress } from '../client.mjs';
import { counted, outcome } from '../outcome.mjs';

const SIGN_UP = '/api/users/sign-up/';
const LOGIN = '/api/users/login/';
const SEND_OTP = '/api/users/send-otp/';
const VERIFY_OTP = '/api/users/verify-otp/';

const victim = (label) => `audit-victim-${label}-${Date.now()}@example.com`;
const squat = (client, email) =>
  client.post(SIGN_UP, { email, password: 'attacker-chose-this-9', first_name: 'Mallory', last_name: 'M' });

/** The owner signs in by a code mailed to the address, from their own address. */
async function ownerSignsInByCode(api, email) {
  const owner = createClient(api, { address: nextAddress() });
  const sent = await owner.post(SEND_OTP, { email });
  const verified = await owner.post(VERIFY_OTP, { email, otp: await lastCode(api, email) });
  return { sent: sent.status, verified: verified.status };
}

/** Starts the built API with `env` and resolves with its exit code and output (killed after 20 s). */
function startApiExpectingRefusal(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'audit-refused-api-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [API.entry], {
      cwd: join(ROOT, API.dir),
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code: code ?? signal, output });
    });
  });
}

export const accountCases = [
  {
    item: 1,
    name: "sign-up with someone else's email",
    expected: '201, no access/refresh token',
    async run({ api }) {
      const answer = await squat(createClient(api, { address: nextAddress() }), victim('a'));
      const tokens =
        answer.json?.data?.access || answer.json?.data?.refresh ? 'tokens' : 'no access/refresh token';
      return outcome(`${answer.status}, ${tokens}`, answer.status === 201 && tokens !== 'tokens');
    },
  },
  {
    item: 1,
    name: "squatter's password before the owner confirms",
    expected: '403 EMAIL_NOT_VERIFIED',
    async run({ api }) {
      const attacker = createClient(api, { address: nextAddress() });
      const email = victim('b');
      await squat(attacker, email);
      const login = await attacker.post(LOGIN, { email, password: 'attacker-chose-this-9' });
      const observed = `${login.status} ${login.json?.code ?? ''}`.trim();
      return outcome(observed, observed === '403 EMAIL_NOT_VERIFIED');
    },
  },
  {
    item: 1,
    name: "owner verifies by code; squatter's password refused",
    expected: 'verify 200, squatter login 401',
    async run({ api }) {
      const attacker = createClient(api, { address: nextAddress() });
      const email = victim('c');
      await squat(attacker, email);
      const owner = await ownerSignsInByCode(api, email);
      const login = await attacker.post(LOGIN, { email, password: 'attacker-chose-this-9' });
      const observed = `verify ${owner.verified}, squatter login ${login.status}`;
      return outcome(observed, owner.verified === 200 && login.status === 401);
    },
  },
  {
    item: 2,
    name: 'dev mailbox on an API without DEV_MAILBOX',
    expected: '404',
    async run({ bare }) {
      const answer = await createClient(bare).get('/api/dev/mailbox/?email=admin@example.com');
      return outcome(String(answer.status), answer.status === 404);
    },
  },
  {
    item: 2,
    name: 'seeded admin on an API without SEED_DEV_USERS',
    expected: '401',
    async run({ bare }) {
      const answer = await createClient(bare).post(LOGIN, {
        email: 'admin@example.com',
        password: 'admin-pass-123',
      });
      return outcome(String(answer.status), answer.status === 401);
    },
  },
  {
    item: 2,
    name: 'DEV_MAILBOX=1 with HOST=0.0.0.0',
    expected: 'refuses to start, names DEV_MAILBOX',
    async run({ ports }) {
      const { code, output } = await startApiExpectingRefusal({
        DEV_MAILBOX: '1',
        HOST: '0.0.0.0',
        PORT: String(ports.refused),
      });
      const named = /DEV_MAILBOX/.test(output);
      const observed = code === 'SIGKILL' ? 'still running after 20 s' : `exit ${code}`;
      return outcome(
        `${observed}${named ? ', names DEV_MAILBOX' : ''}`,
        typeof code === 'number' && code !== 0 && named,
      );
    },
  },
  {
    item: 3,
    name: '12 concurrent wrong passwords, limit 3',
    expected: 'at most 3 checked (401), rest 429',
    async run({ api }) {
      const user = await newVerifiedUser(createClient(api, { address: nextAddress() }), 'concurrent');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          createClient(api, { address: nextAddress() }).post(LOGIN, {
            email: user.email,
            password: 'wrong-password-1',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      const checked = statuses.filter((status) => status === 401).length;
      const others = statuses.filter((status) => status !== 401 && status !== 429).length;
      return outcome(counted(statuses), checked <= 3 && others === 0);
    },
  },
  {
    item: 4,
    name: 'owner signs in by code while passwords are locked',
    expected: 'password 429, code sign-in 200',
    async run({ api }) {
      const user = await newVerifiedUser(createClient(api, { address: nextAddress() }), 'locked');
      const attacker = createClient(api, { address: nextAddress() });
      for (let attempt = 0; attempt < 4; attempt += 1)
        await attacker.post(LOGIN, { email: user.email, password: 'wrong-password-1' });
      const owner = createClient(api, { address: nextAddress() });
      const locked = await owner.post(LOGIN, { email: user.email, password: user.password });
      const code = await ownerSignsInByCode(api, user.email);
      const observed = `password ${locked.status}, code sign-in ${code.verified}`;
      return outcome(observed, locked.status === 429 && code.verified === 200);
    },
  },
  {
    item: 4,
    name: 'X-Forwarded-For from an untrusted client (no TRUST_PROXY)',
    expected: 'ignored: 200, 200, 429 (2 sends per address)',
    async run({ bare }) {
      const statuses = [];
      for (let send = 0; send < 3; send += 1) {
        const client = createClient(bare, { address: nextAddress() });
        statuses.push((await client.post(SEND_OTP, { email: `audit-xff-${send}@example.com` })).status);
      }
      const observed = `ignored: ${statuses.join(', ')}`;
      return outcome(observed, statuses.join() === '200,200,429');
    },
  },
  {
    item: 4,
    name: 'X-Forwarded-For from a trusted proxy (TRUST_PROXY=loopback)',
    expected: 'each client its own budget: 201, 201, 429, other client 201',
    async run({ api }) {
      const form = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', message: 'Which size?' };
      const client = createClient(api, { address: nextAddress() });
      const statuses = [];
      for (let send = 0; send < 3; send += 1)
        statuses.push((await client.post('/api/contactus-form/', form)).status);
      statuses.push(
        (await createClient(api, { address: nextAddress() }).post('/api/contactus-form/', form)).status,
      );
      const observed = `each client its own budget: ${statuses.slice(0, 3).join(', ')}, other client ${statuses[3]}`;
      return outcome(observed, statuses.join() === '201,201,429,201');
    },
  },
  {
    item: 4,
    name: 'wrong emailed codes from an attacker, then the owner asks a fresh code',
    expected: "attacker's codes 400/429, owner's fresh code 200",
    async run({ api }) {
      const user = await newVerifiedUser(createClient(api, { address: nextAddress() }), 'codes');
      const attacker = createClient(api, { address: nextAddress() });
      const statuses = [];
      // The attacker asks codes for the owner's address until refused, and guesses them wrong.
      for (let attempt = 0; attempt < 6; attempt += 1) await attacker.post(SEND_OTP, { email: user.email });
      for (let attempt = 0; attempt < 6; attempt += 1)
        statuses.push((await attacker.post(VERIFY_OTP, { email: user.email, otp: '000000' })).status);
      const owner = await ownerSignsInByCode(api, user.email);
      const observed = `attacker's codes ${[...new Set(statuses)].join('/')}, owner's fresh code ${owner.verified}`;
      return outcome(observed, owner.sent === 200 && owner.verified === 200);
    },
  },
  {
    item: 9,
    name: 'sign-up with "password" and "12345678"',
    expected: '400, 400 (too common)',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const answers = [];
      for (const password of ['password', '12345678'])
        answers.push(
          await client.post(SIGN_UP, {
            email: victim(`weak-${password}`),
            password,
            first_name: 'W',
            last_name: 'P',
          }),
        );
      const common = answers.every((answer) => /too common/.test(answer.json?.detail ?? ''));
      const observed = `${answers.map((answer) => answer.status).join(', ')}${common ? ' (too common)' : ''}`;
      return outcome(observed, observed === '400, 400 (too common)');
    },
  },
  {
    item: 9,
    name: 'reset and change to "password" / "12345678"',
    expected: 'reset 400, change 400',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const user = await newVerifiedUser(client, 'weak');
      await client.post('/api/users/send-reset-password-otp/', { email: user.email });
      const reset = await client.post('/api/users/reset-password/', {
        email: user.email,
        otp: await lastCode(api, user.email),
        password: 'password',
      });
      const change = await client.post(
        '/api/users/reset-password/',
        { old_password: user.password, password: '12345678' },
        { token: user.access },
      );
      const observed = `reset ${reset.status}, change ${change.status}`;
      return outcome(observed, observed === 'reset 400, change 400');
    },
  },
];
