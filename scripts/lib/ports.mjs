// Default local ports (DESIGN "Ports"). Plain JS because these scripts run before anything is
// built; shared-contracts DEFAULT_PORTS holds the same numbers for the browser side.
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

/** Every front-end app (the shell first), as the build and the dev servers see them. */
export const APPS = [{ name: 'shell', dir: 'host-shell', port: SHELL_PORT }, ...REMOTES];
