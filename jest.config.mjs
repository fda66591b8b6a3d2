// One jest run covers every package: each package is a project with its own environment.
import { BROWSER_PACKAGES } from './scripts/lib/workspace.mjs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Absolute, because a project's <rootDir> is its own folder and packages sit at different depths.
const jestSupport = fileURLToPath(new URL('./tooling/jest/', import.meta.url));

/** @param {string} dir the package folder from the root; its last part names the project. */
const browserProject = (dir) => ({
  displayName: basename(dir),
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': `${jestSupport}file-stub.cjs`,
  },
  setupFilesAfterEnv: [`${jestSupport}setup-dom.ts`],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...BROWSER_PACKAGES.map(browserProject),
    {
      // The static server, plain CommonJS for Node.
      displayName: 'static-server',
      rootDir: '<rootDir>/tooling/static-server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.cjs'],
      // app.inject requires cookie 2, an ES module only: Node 20 loads it natively, jest's module
      // loader needs it as CommonJS (as in api-server/jest.config.mjs). TypeScript: the page-head
      // tests serve the shell's head module from its sources (host-shell/src/server/page-head).
      transform: { '^.+\\.(js|ts)$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?cookie/)'],
    },
    // The webpack factory's checks of the sources (plain CommonJS for Node).
    {
      displayName: 'webpack-config',
      rootDir: '<rootDir>/tooling/webpack',
      testEnvironment: 'node',
      // styles/: the browser runtime its style-loader gets (those tests ask for jsdom themselves).
      testMatch: ['<rootDir>/*.test.cjs', '<rootDir>/styles/*.test.cjs'],
    },
    // The bench's pure helpers (plain ES modules run in Node).
    {
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      // TypeScript too: a test checks bench/pages.json against shared-contracts' route tables.
      transform: { '^.+\\.(mjs|ts)$': swc },
      moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
      testMatch: ['<rootDir>/lib/**/*.test.mjs', '<rootDir>/audit/**/*.test.mjs'],
    },
    // The root scripts (npm start, npm test): plain ES modules run in Node. Some tests start
    // small process trees and servers, so they get more time than a unit test needs.
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.mjs$': swc },
      moduleFileExtensions: ['mjs', 'js', 'json'],
      testMatch: ['<rootDir>/**/*.test.mjs'],
      testTimeout: 30_000,
    },
    // The API suite has its own config (PGlite needs a transform and a shared template database).
    '<rootDir>/api-server',
  ],
};
