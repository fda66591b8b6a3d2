import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PORT,
  API_URL,
  BASE_PORT,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  SHELL_ORIGINS,
  SHELL_URL,
} from './support/stack';

const root = join(__dirname, '..');
// A fresh API database per run, so browser tests never see a developer's data. One folder,
// emptied by the main process only (workers load this file too), so runs leave nothing behind.
const dataDir = join(root, '.reports', 'e2e-api-data');
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });
// Servers already listening are used only when asked: otherwise a developer's own `npm start`
// (another build, another database) could answer for the product under test.
const reuseExistingServer = process.env.E2E_REUSE === '1';
// `npm test` runs the browser tests in two phases, each with its own report (scripts/test.mjs).
const report = process.env.E2E_REPORT?.trim() || 'playwright.json';

/**
 * Specs that change what every page of the stack sees (the fault switches for everyone, the
 * server-side faults, the seeded A/B content) or count what every page reports (the remote-load
 * figures): alone in a project of their own. `npm test` runs the other project with two workers and
 * then this one with one, so nothing else runs beside them; a plain `playwright test` runs both
 * with one worker, as before.
 */
const RUN_ALONE = ['fault-switches', 'fault-injection', 'server-render-faults', 'content-ab-editor'].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: './tests',
  // One by default; `npm test` asks for two for the project whose specs share nothing (above).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A guard against hangs, not a speed check: the longest flows (a payment with two tabs and a
  // second browser) take about 20 s alone on this 2-core machine and twice that beside another
  // worker in its slow hours (60 s was reached once, 2026-11-27).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.reports', report) }]],
  projects: [
    { name: 'side-by-side', testIgnore: RUN_ALONE },
    { name: 'alone', testMatch: RUN_ALONE },
  ],
  use: {
    baseURL: SHELL_URL,
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace: actions, DOM snapshots, console and network. Without the
    // screencast: its frames, encoded for every test to keep only the failed ones, made the payment
    // specs take 12.4-14.6 s a test instead of 8.4-9.3 s (7.2-7.8 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `node scripts/serve.mjs --no-api --base-port ${BASE_PORT}`,
      cwd: root,
      url: `${SHELL_URL}/config.json`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node api-server/dist/server.js',
      cwd: root,
      url: `${API_URL}/api/rest/rest-check/`,
      // Explicit, so nothing exported in the shell (PORT, HOST, a developer's DATABASE_URL) leaks in.
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        CORS_ORIGINS: SHELL_ORIGINS,
        // Links in the mail it sends (manage communications) open this run's shell.
        SITE_URL: SHELL_URL,
        // Every test comes from 127.0.0.1, so the per-address limits would soon stop the whole
        // suite; the per-account ones stay at their defaults (a test shows their 429).
        RATE_LIMIT_FAILURES_PER_ADDRESS: '10000',
        RATE_LIMIT_SENDS_PER_ADDRESS: '10000',
        CONTACT_FORMS_PER_HOUR: '10000',
        SUBSCRIPTIONS_PER_HOUR: '10000',
        CARTS_PER_HOUR: '100000',
        CART_ADDS_PER_HOUR: '100000',
        // As `npm start` runs it: the fault switches for everyone (fault-switches.spec.ts) reach
        // the API through the shell server's /__mf-fault route; off unless a test switches one.
        FAULT_INJECTION: '1',
        // The tests read emailed codes from the mailbox and sign in as the seeded accounts.
        DEV_MAILBOX: '1',
        SEED_DEV_USERS: '1',
      },
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
