// Where things are in the workspace and which port each server takes (docs/architecture.md "Ports"). Plain JS
// because these scripts run before anything is built; shared-contracts DEFAULT_PORTS holds the
// same numbers for the browser side.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHELL_PORT = 3000;
export const API_PORT = 8000;

/** Each remote: its MF name, its package folder and its port. */
export const REMOTES = [
  { name: 'shop', dir: 'mfe-shop', port: 3001 },
  { name: 'checkout', dir: 'mfe-checkout', port: 3002 },
  { name: 'auth', dir: 'mfe-auth', port: 3003 },
  { name: 'chat', dir: 'mfe-chat', port: 3004 },
  { name: 'content', dir: 'mfe-content', port: 3005 },
];

export const SHELL = { name: 'shell', dir: 'host-shell', port: SHELL_PORT };

/** Every front-end app, the shell first. */
export const APPS = [SHELL, ...REMOTES];

/** The API server package and what its build produces. */
export const API = { name: 'api', dir: 'api-server', port: API_PORT, entry: join('dist', 'server.js') };

/** The ports of `npm start`, by server name (shell, each remote, api). */
export const DEFAULT_PORTS = Object.fromEntries([...APPS, API].map((server) => [server.name, server.port]));

/** How far above the base port the API listens in a layout made by portsFrom. */
export const API_PORT_OFFSET = 10;

/**
 * The ports of a second copy of the product that must not meet `npm start` (the browser tests,
 * the bench): the shell on `base`, the remotes on base+1..base+5 in REMOTES order, the API on
 * base+10. Without a base, the defaults.
 * @param {number | undefined} base
 * @returns {Record<string, number>}
 */
export function portsFrom(base) {
  if (base === undefined) return DEFAULT_PORTS;
  if (!Number.isInteger(base) || base < 1024 || base + API_PORT_OFFSET > 65535)
    throw new Error(`base port ${base}: expected an integer from 1024 to ${65535 - API_PORT_OFFSET}`);
  const ports = {
    [SHELL.name]: base,
    ...Object.fromEntries(REMOTES.map((remote, index) => [remote.name, base + 1 + index])),
    [API.name]: base + API_PORT_OFFSET,
  };
  const refused = Object.entries(ports).filter(([, port]) => BROWSER_REFUSED_PORTS.has(port));
  if (refused.length)
    throw new Error(
      `base port ${base}: ${refused.map(([name, port]) => `the ${name} would be on ${port}`).join(', ')}, a port browsers refuse to connect to; choose another base`,
    );
  return ports;
}

/**
 * Ports above 1023 that browsers refuse to fetch from (the Fetch standard's "bad ports": SIP, X11,
 * IRC...). A server there runs, but no page can reach it: `--base-port 5050` would put the API on
 * 5060 and every API call would fail with net::ERR_UNSAFE_PORT.
 */
export const BROWSER_REFUSED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** Packages whose unit tests run in jsdom (one jest project each; see jest.config.mjs). */
export const BROWSER_PACKAGES = [
  'shared-contracts',
  'shared-ui',
  'host-shell',
  ...REMOTES.map((remote) => remote.dir),
  'tooling/remote-kit',
];

/** Every folder with its own tsconfig.json, type-checked one by one (scripts/typecheck.mjs). */
export const TYPED_PACKAGES = [...BROWSER_PACKAGES, 'api-server', 'e2e', 'tooling'];
