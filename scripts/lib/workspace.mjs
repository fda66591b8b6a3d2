// Where things are in the workspace and which port each server takes (DESIGN "Ports"). Plain JS
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
