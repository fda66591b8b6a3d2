// Where the product under test runs, and how Chromium is started on these machines.
import { defaultRuntimeConfig } from '../../shared-contracts/src/config/default-runtime-config';
import chromium from './chromium.json';

/**
 * The browser tests serve the product on ports of their own, never those of `npm start`
 * (3000-3005, 8000), so they pass while it runs and two clones can test at once. E2E_BASE_PORT
 * moves the whole block: the shell on the base, the remotes on base+1..base+5 (the layout of
 * `node scripts/serve.mjs --base-port`), the API on base+10, and the extra servers some tests
 * start on base+20 and up.
 */
export const BASE_PORT = basePortFrom(process.env.E2E_BASE_PORT);

function basePortFrom(raw: string | undefined): number {
  const fallback = 4300;
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1024 || port > 65_000)
    throw new Error(`E2E_BASE_PORT must be an integer from 1024 to 65000, got "${raw}"`);
  return port;
}

export const SHELL_PORT = BASE_PORT;
export const API_PORT = BASE_PORT + 10;

/** Ports of the servers a test starts itself; each test owns its own. */
export const EXTRA_PORTS = {
  outageShell: BASE_PORT + 20,
  outageShop: BASE_PORT + 21,
  redeployShell: BASE_PORT + 22,
  redeployShop: BASE_PORT + 23,
  googleShell: BASE_PORT + 24,
  faultsOffShell: BASE_PORT + 25,
  faultsOffShop: BASE_PORT + 26,
  // checkout-real-gateway.spec: a shell and an API with Stripe keys, and a fake Stripe API.
  realPaymentsShell: BASE_PORT + 33,
  realPaymentsApi: BASE_PORT + 34,
  fakeStripe: BASE_PORT + 35,
  // consult-scheduler.spec: a shell whose config names a scheduling provider, and a fake provider.
  schedulerShell: BASE_PORT + 36,
  fakeScheduler: BASE_PORT + 37,
} as const;

export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const STUD_HOST_URL = `http://stud.localhost:${SHELL_PORT}`;

/**
 * The exact origins of a shell on `port`: localhost, 127.0.0.1 and the brand hosts of the default
 * runtime config. The API takes no patterns (a `*.localhost` would trust any page on any host).
 */
export function shellOrigins(port: number): string[] {
  const brandHosts = Object.values(defaultRuntimeConfig().brandHosts).filter(Boolean);
  return ['localhost', '127.0.0.1', ...brandHosts].map((host) => `http://${host}:${port}`);
}

/** Every shell the tests serve, so the API under test accepts their origins (CORS). */
export const SHELL_ORIGINS = [
  SHELL_PORT,
  EXTRA_PORTS.outageShell,
  EXTRA_PORTS.redeployShell,
  EXTRA_PORTS.googleShell,
  EXTRA_PORTS.faultsOffShell,
  EXTRA_PORTS.schedulerShell,
]
  .flatMap(shellOrigins)
  .join(',');

/**
 * How Chromium starts here (shared with `pnpm bench`): Debian's build, since Playwright cannot
 * download its own; no background networking (the machine has no internet); brand hosts
 * (stud.localhost, ...) mapped to 127.0.0.1, where the servers bind.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const CHROMIUM_ARGS = chromium.args;
