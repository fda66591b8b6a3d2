// The api-server jest project. The root jest.config.mjs lists this folder as a project, so the
// PGlite transform below lives with the package that needs it.
const transformedPackages = ['@electric-sql/pglite', 'cookie', 'jose'].join('|');

/** @type {import('jest').Config} */
export default {
  displayName: 'api-server',
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/pglite-require-transform.cjs',
  },
  // node_modules stays untransformed except PGlite's CommonJS build (see the transform's comment)
  // and `cookie`, which light-my-request (app.inject) requires although it ships only ESM, and `jose`
  // (ESM only; Node 20 requires it natively, jest's module system does not).
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${transformedPackages})/)`],
  // Prepares the blank PGlite cluster every test file copies (see test/support/pglite-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Each file builds an app on a fresh database (migrations, seeded users); on a loaded 2-core
  // machine that alone can pass jest's default 5 s. (testTimeout is not a project option.)
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
};
