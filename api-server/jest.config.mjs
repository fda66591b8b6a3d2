// The api-server jest project. The root jest.config.mjs lists this folder as a project, so the
// PGlite transform below lives with the package that needs it.
const transformedPackages = ['@electric-sql/pglite', 'cookie', 'content-disposition', 'jose', 'typebox'].join(
  '|',
);

/** @type {import('jest').Config} */
export default {
  displayName: 'api-server',
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$|/typebox/.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/pglite-require-transform.cjs',
  },
  // node_modules stays untransformed except PGlite's CommonJS build (see the transform's comment)
  // and `cookie`, which light-my-request (app.inject) requires although it ships only ESM, and
  // `content-disposition` (ESM only too), which @fastify/static requires, and `jose` (ESM only;
  // Node 20 requires it natively, jest's module system does not), and `typebox` (ESM only, `.mjs`).
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${transformedPackages})/)`],
  // Prepares the PGlite clusters the test files copy, blank and migrated (test/support/pglite-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Under the root config (pnpm exec jest api-server/...) testTimeout is not applied; this file sets it.
  setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
  // A test that builds its own app runs every migration and seed on a fresh database: several
  // seconds on a busy 2-core machine. This is a guard against hangs, not a speed check.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
};
