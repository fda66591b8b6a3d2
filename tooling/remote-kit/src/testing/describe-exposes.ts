// The check every remote runs on its module-federation.config.cjs: the shell loads exactly the
// modules of PAGE_MODULES[remote], each after the remote's store libraries and store module
// (STORE_MODULES), so the config must expose those and nothing else.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PAGE_MODULES, STORE_MODULES } from 'shared-contracts';
import type { RemoteName } from 'shared-contracts';

interface FederationConfig {
  name: string;
  exposes: Record<string, string>;
}

/**
 * Declares the exposes tests of one remote: `describeExposes('shop', join(__dirname, '../..'))`.
 * @param remote the remote's name, as PAGE_MODULES knows it
 * @param appDir the remote's package folder (where module-federation.config.cjs is)
 */
export function describeExposes(remote: RemoteName, appDir: string): void {
  // The config is plain CommonJS read by webpack; load it the way webpack does.
  const load = createRequire(join(appDir, 'package.json'));
  const federation = load('./module-federation.config.cjs') as FederationConfig;

  describe(`module-federation.config.cjs of ${remote}`, () => {
    it(`exposes exactly the page modules the shell loads from ${remote}, and its store`, () => {
      expect(federation.name).toBe(remote);
      expect(Object.keys(federation.exposes).sort()).toEqual(
        [...PAGE_MODULES[remote], ...STORE_MODULES].map((m) => `./${m}`).sort(),
      );
    });

    it('exposes the store’s libraries and the store module every page of the remote runs first (docs/adr/0193)', () => {
      expect(federation.exposes['./StoreLibraries']).toBe('./src/app/store-libraries.ts');
      expect(federation.exposes['./Store']).toBe('./src/app/store.ts');
    });

    it('points every exposed module at an existing page file', () => {
      for (const file of Object.values(federation.exposes)) expect(existsSync(join(appDir, file))).toBe(true);
    });
  });
}
