// Where the product under test runs, and how Chromium is started on these machines.
export const SHELL_URL = 'http://localhost:3000';
export const API_URL = 'http://127.0.0.1:8000';
export const STUD_HOST_URL = 'http://stud.localhost:3000';

/** Debian's Chromium: Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Brand hosts (stud.localhost, ...) must reach the servers, which bind 127.0.0.1 only.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
];
