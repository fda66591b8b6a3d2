import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PAGE_MODULES } from 'shared-contracts';

// The config is plain CommonJS read by webpack; load it the way webpack does.
const load = createRequire(__filename);
const federation = load('../../module-federation.config.cjs') as {
  name: string;
  exposes: Record<string, string>;
};
const appDir = join(__dirname, '../..');

describe('module-federation.config.cjs of auth', () => {
  it('exposes exactly the page modules the shell loads from auth', () => {
    expect(federation.name).toBe('auth');
    expect(Object.keys(federation.exposes).sort()).toEqual(PAGE_MODULES.auth.map((m) => `./${m}`).sort());
  });

  it('points every exposed module at an existing page file', () => {
    for (const file of Object.values(federation.exposes)) expect(existsSync(join(appDir, file))).toBe(true);
  });
});
