// One jest run covers every package: each package is a project with its own environment.
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

const browserPackages = [
  'shared-contracts',
  'host-shell',
  'mfe-shop',
  'mfe-checkout',
  'mfe-auth',
  'mfe-chat',
  'mfe-content',
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../tooling/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...browserPackages.map(browserProject),
    // The API suite has its own config (PGlite needs a transform and a shared template database).
    '<rootDir>/api-server',
  ],
};
