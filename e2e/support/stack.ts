// Where the product under test runs, and how Chromium is started on these machines.
import chromium from './chromium.json';

export const SHELL_URL = 'http://localhost:3000';
export const API_URL = 'http://127.0.0.1:8000';
export const STUD_HOST_URL = 'http://stud.localhost:3000';

/**
 * How Chromium starts here (shared with `pnpm bench`): Debian's build, since Playwright cannot
 * download its own; no background networking (the machine has no internet); brand hosts
 * (stud.localhost, ...) mapped to 127.0.0.1, where the servers bind.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const CHROMIUM_ARGS = chromium.args;
