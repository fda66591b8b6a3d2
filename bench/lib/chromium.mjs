// The browser the bench drives: Debian's Chromium with the flags the browser tests use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

/** `{ executablePath, args }` from e2e/support/chromium.json; CHROME_PATH wins for the binary. */
export function chromiumSettings(env = process.env) {
  const settings = JSON.parse(readFileSync(join(ROOT, 'e2e', 'support', 'chromium.json'), 'utf8'));
  return { executablePath: env.CHROME_PATH || settings.executablePath, args: settings.args };
}
