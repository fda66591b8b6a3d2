// The check every remote runs on its module-federation.config.cjs: the shell loads exactly the
// modules of PAGE_MODULES[remote], each after the remote's start steps (START_STEPS: its store's
// libraries, its store module and, where it has them, its sagas' and its pages' libraries), so the
// config must expose those and nothing else.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OPTIONAL_START_STEPS, PAGE_MODULES, START_STEPS } from 'shared-contracts';
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
    it(`exposes exactly the page modules the shell loads from ${remote}, and its start steps`, () => {
      expect(federation.name).toBe(remote);
      const steps = START_STEPS.filter(
        (step) => !OPTIONAL_START_STEPS.has(step) || `./${step}` in federation.exposes,
      );
      expect(Object.keys(federation.exposes).sort()).toEqual(
        [...PAGE_MODULES[remote], ...steps].map((m) => `./${m}`).sort(),
      );
    });

    it('exposes the start steps every page of the remote runs first from src/app (docs/adr/0193, 0194)', () => {
      expect(federation.exposes['./StoreLibraries']).toBe('./src/app/store-libraries.ts');
      expect(federation.exposes['./Store']).toBe('./src/app/store.ts');
      for (const [step, file] of [
        ['SagaLibraries', './src/app/saga-libraries.ts'],
        ['PageLibraries', './src/app/page-libraries.ts'],
      ] as const) {
        if (`./${step}` in federation.exposes) expect(federation.exposes[`./${step}`]).toBe(file);
      }
    });

    it('points every exposed module at an existing page file', () => {
      for (const file of Object.values(federation.exposes)) expect(existsSync(join(appDir, file))).toBe(true);
    });
  });
}
