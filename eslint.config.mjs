// One flat config for the whole workspace. Type-aware rules use TypeScript 5.9 (typescript-eslint
// needs the compiler API, which TypeScript 7 does not have); type-checking itself runs on 7.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host-shell', 'mfe-shop', 'mfe-checkout', 'mfe-auth', 'mfe-chat', 'mfe-content'];

/** Import patterns that reach into any of the given packages, by name or by relative path. */
const anyImportOf = (packages) => packages.flatMap((name) => [name, `${name}/**`, `**/${name}/**`]);

const contractsEntryOnly = {
  group: [
    'shared-contracts/*',
    '**/shared-contracts/**',
    '!shared-contracts/assessments',
    '!shared-contracts/axios-client',
    '!shared-contracts/page-meta',
    '!shared-contracts/testing',
  ],
  message:
    'Import shared-contracts through its public entry, one of its lazy entries (assessments, axios-client, page-meta) or, in tests, `shared-contracts/testing`.',
};
const sharedUiEntriesOnly = {
  group: [
    'shared-ui/*',
    '**/shared-ui/**',
    '!shared-ui/modal',
    '!shared-ui/tooltip',
    '!shared-ui/popover',
    '!shared-ui/final-form',
  ],
  message:
    'Import shared-ui through `shared-ui` or one of its entries (modal, tooltip, popover, final-form).',
};
const noApiServer = {
  group: anyImportOf(['api-server']),
  message: 'The front end talks to the API over HTTP only.',
};

/**
 * A package may use another workspace package only through its public entry, and a remote or the
 * shell never imports another app at all: what crosses an app's border goes through shared-contracts.
 * remote-kit is allowed, through `remote-kit` and `remote-kit/testing` only.
 */
const borderPatterns = (app) => [
  {
    group: anyImportOf(apps.filter((other) => other !== app)),
    message: 'Apps never import each other: use the event bus or a route of shared-contracts.',
  },
  contractsEntryOnly,
  {
    group: ['remote-kit/*', '**/remote-kit/**', '!remote-kit/testing'],
    message: 'Import remote-kit through `remote-kit` or `remote-kit/testing` only.',
  },
  sharedUiEntriesOnly,
  noApiServer,
];

const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const borderRules = (app) => restrictImports([`${app}/**/*.{ts,tsx}`], borderPatterns(app));

/**
 * The shell's first render runs before any shared module is loaded, so what it draws eagerly may
 * not import shared-ui (Module Federation's loadShareSync fails and no page boots: RUNTIME-006).
 * Only the pieces the shell loads lazily, and tests, may. Its own small needs (VisuallyHidden)
 * come from the same Radix primitive shared-ui uses.
 */
const SHELL_LAZY_UI_FILES = [
  'host-shell/src/features/layout/account-menu.tsx',
  'host-shell/src/features/layout/leave-checkout-dialog.tsx',
  'host-shell/**/*.test.{ts,tsx}',
];
const shellEagerPatterns = [
  ...borderPatterns('host-shell'),
  {
    group: ['shared-ui', 'shared-ui/*'],
    message:
      'The shell draws this before shared modules load: import shared-ui only from a lazily loaded file (see SHELL_LAZY_UI_FILES).',
  },
];
const shellFirstRender = [
  restrictImports(['host-shell/**/*.{ts,tsx}'], shellEagerPatterns),
  restrictImports(SHELL_LAZY_UI_FILES, borderPatterns('host-shell')),
];

/** Apps whose `src/features/<feature>/` folders are rooms with one door each: their `index.ts`. */
const appsWithFeatureBoundaries = apps;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A feature uses another feature only through its public index (`../../payment`, never
 * `../../payment/payment.slice`), and the rest of the app (pages, app, testing) likewise
 * (`../features/payment`), as bulletproof-react's lint does (docs/adr/0101). The features are read
 * from the folder, so a new one is covered at once. These configs come after `borderRules`: ESLint
 * takes a rule's options from the last config that matches, so they repeat the border patterns.
 */
function featureBoundaryRules(app) {
  const root = `${app}/src/features`;
  const features = readdirSync(join(import.meta.dirname, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // `state` is a feature's second door: its part of the store, without components (docs/adr/0111);
  // `flows` its third, its sagas for the app's lazily loaded flows chunk (docs/adr/0013).
  const intoAnyFeature = {
    regex: '(^|/)features/[^/]+/(?!(state|flows)$).',
    message:
      'Import another feature through its public index (its folder, never a file inside it); export what you need there.',
  };
  // The shell's files keep its first-render rule, but for the lazily loaded ones (SHELL_LAZY_UI_FILES):
  // `files` entries that are arrays match files matching all their patterns.
  const rules = (files, boundary, ignores) =>
    app === 'host-shell'
      ? [
          restrictImports(files, [...shellEagerPatterns, ...boundary], ignores),
          restrictImports(
            files.flatMap((file) => SHELL_LAZY_UI_FILES.map((lazy) => [file, lazy])),
            [...borderPatterns(app), ...boundary],
            ignores,
          ),
        ]
      : [restrictImports(files, [...borderPatterns(app), ...boundary], ignores)];
  return [
    ...rules([`${app}/src/**/*.{ts,tsx}`], [intoAnyFeature], [`${root}/**`]),
    ...features.flatMap((feature) => {
      const others = features.filter((other) => other !== feature).map(escapeRegex);
      return rules(
        [`${root}/${feature}/**/*.{ts,tsx}`],
        [
          {
            regex: `^(\\.\\./)+(features/)?(${others.join('|')})/(?!(state|flows)$).`,
            message: intoAnyFeature.message,
          },
          intoAnyFeature,
        ],
      );
    }),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '**/data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No module may reach itself through its imports: a cycle makes load order decide what is
    // defined. The rule skips type-only imports by design, so type cycles are broken by hand
    // (docs/adr/0111). Depth 10 covers the longest chain of the apps' own files and keeps lint fast.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: false })],
    },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Components use their app's typed hooks (src/app/hooks.ts), named alike in every remote
    // (docs/adr/0112); react-redux's own are for that file only.
    files: apps.map((app) => `${app}/**/*.{ts,tsx}`),
    ignores: ['*/src/app/hooks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react-redux'] > ImportSpecifier[imported.name=/^use(Dispatch|Selector|Store)$/]",
          message: 'Use useAppDispatch / useAppSelector from src/app/hooks.ts, typed by the app store.',
        },
      ],
    },
  },
  {
    // Dates are written with dayjs, in English as the rest of the product: a page's first Intl
    // formatter loads the browser's locale data, 14-37 ms on this machine (docs/adr/0191).
    files: [...apps, 'shared-ui', 'shared-contracts'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format dates with dayjs (docs/adr/0191).',
        })),
        { object: 'Intl', property: 'DateTimeFormat', message: 'Format dates with dayjs (docs/adr/0191).' },
      ],
    },
  },
  ...apps.map(borderRules),
  ...shellFirstRender,
  ...appsWithFeatureBoundaries.flatMap(featureBoundaryRules),
  {
    // remote-kit serves every remote, so it must not depend on any of them (nor on the shell).
    files: ['tooling/remote-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: anyImportOf(apps),
              message: 'remote-kit imports no remote and not the shell: pass what differs as an argument.',
            },
            contractsEntryOnly,
            noApiServer,
          ],
        },
      ],
    },
  },
  {
    // shared-ui is the bottom of the UI stack: React, Radix and final-form only (see its README).
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: anyImportOf([...apps, 'remote-kit', 'shared-contracts']),
              message:
                'shared-ui imports no app, no remote-kit and no shared-contracts (no API client in a button): pass data in as props.',
            },
            noApiServer,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'shared-contracts holds no UI.',
            },
            {
              group: [...apps, 'remote-kit', 'shared-ui', 'api-server', '**/../*/src/**'],
              message: 'shared-contracts imports no other package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build scripts, configs and plain JS run in Node without type information.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    // Plain-JS tests (tooling/static-server, the bench) get the jest globals TypeScript tests import types for.
    files: ['**/*.test.{cjs,mjs}'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tooling/jest/**'],
    rules: {
      // Tests hand mocks and matchers around loosely by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
