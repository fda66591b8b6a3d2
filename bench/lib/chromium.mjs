// The browser the bench drives: Debian's Chromium with the flags the browser tests use
// (e2e/support/chromium.json). CHROME_PATH (Lighthouse's name) or CHROMIUM_PATH (the tests') moves it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';
import { ROOT } from '../../scripts/lib/workspace.mjs';

/** `{ executablePath, args }` for Playwright's launch and chrome-launcher. */
export function chromiumSettings(env = process.env) {
  const settings = JSON.parse(readFileSync(join(ROOT, 'e2e', 'support', 'chromium.json'), 'utf8'));
  return { executablePath: env.CHROME_PATH?.trim() || chromiumPath(env), args: settings.args };
}
