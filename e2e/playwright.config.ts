import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_URL, API_URL } from './support/stack';

const root = join(__dirname, '..');
// A fresh API database per run, so browser tests never see a developer's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-api-'));

export default defineConfig({
  testDir: './tests',
  // Two cores: the servers need one, the browser the other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.reports', 'playwright.json') }]],
  use: {
    baseURL: SHELL_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs --no-api',
      cwd: root,
      url: `${SHELL_URL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node api-server/dist/server.js',
      cwd: root,
      url: `${API_URL}/api/rest/rest-check/`,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
