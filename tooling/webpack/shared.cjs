// The singletons every app shares (docs/architecture.md "Sharing across remotes"). One copy of each per page:
// React state, router context, the event bus and the refresh lock break if a remote brings its own.
const fs = require('node:fs');
const path = require('node:path');
const { readCatalog } = require('./catalog.cjs');

const workspaceDir = (dir) => path.resolve(__dirname, '../../', dir);
/** A workspace package's package.json: its version is what its singleton is shared as. */
const workspacePackage = (dir) =>
  JSON.parse(fs.readFileSync(path.join(workspaceDir(dir), 'package.json'), 'utf8'));
const contractsVersion = workspacePackage('shared-contracts').version;
const uiPackage = workspacePackage('shared-ui');
const uiVersion = uiPackage.version;

/**
 * What the shell's first render is made of. The shell provides these eagerly (in its entry chunk,
 * so its first render needs no second wave of requests); everything else stays lazy there too, so
 * what the shell loads later (shared-ui's modal on checkout) is not in its first download. Google's
 * provider is not part of it: only a deployment with a Google client id renders it, and its route
 * preloader fetches it beside main.js (host-shell google-sign-in-provider.tsx).
 */
const FIRST_RENDER = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'shared-contracts',
]);

/**
 * @param {object} [options]
 * @param {boolean} [options.eager] the shell: FIRST_RENDER goes into its entry chunk; remotes keep
 *   everything lazy and use the shell's copies.
 * @returns {import('@module-federation/sdk').moduleFederationPlugin.SharedObject}
 */
function createShared({ eager = false } = {}, catalog = readCatalog()) {
  // strictVersion false: a remote built against a slightly different patch still renders (with a
  // console warning) instead of failing the page; the catalog keeps builds in step anyway.
  // `version` (what this build provides) is given rather than left to webpack: it reads it from the
  // package.json nearest to the resolved file, and react-final-form ships a dist/package.json with
  // no version, so every remote offered "version 0" and the runtime warned that it does not
  // satisfy ^7.0.1. The catalog pins exactly what pnpm installs, so it is the true version.
  const singleton = (version) => ({
    singleton: true,
    version,
    requiredVersion: `^${version}`,
    strictVersion: false,
  });
  const need = (name) => {
    const version = catalog[name];
    if (!version)
      throw new Error(`webpack-config: "${name}" is missing from the pnpm-workspace.yaml catalog`);
    return version;
  };
  const react = need('react');
  const reactDom = need('react-dom');
  // react-router-dom 7 is a thin re-export of react-router, released in lockstep with it. Both
  // resolve to router-exports.mjs (router-aliases.cjs), whose version webpack would otherwise
  // read from this package's package.json: `version` from the catalog (as for every singleton).
  const router = need('react-router-dom');
  const routerSingleton = singleton(router);
  const shared = {
    react: singleton(react),
    // Prefix keys share every subpath: react/jsx-runtime, react-dom/client (65 KB gz), ...
    // Without them each remote that creates a root or uses JSX ships its own copy (docs/toolchain.md).
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    // No 'react-router/' prefix: subpaths (react-router/dom) are not part of the shared router.
    'react-router': routerSingleton,
    'react-router-dom': routerSingleton,
    'shared-contracts': singleton(contractsVersion),
    // Its lazy entries (shared-contracts/axios-client, docs/adr/0018): one copy per page, from the
    // shell unless a remote brings a newer one. They hold no state of their own (the singleton's
    // storage and refresh lock are handed to them), so whichever copy loads uses the page's.
    'shared-contracts/': singleton(contractsVersion),
    // shared-ui and each of its entries (shared-ui/modal, ...) once per page, fetched only by a
    // page that renders them. Its form adapters and a remote's <Form> must use one final-form
    // context, so react-final-form (and its final-form) are singletons too.
    'shared-ui': singleton(uiVersion),
    'shared-ui/': singleton(uiVersion),
    'react-final-form': singleton(need('react-final-form')),
    'final-form': singleton(need('final-form')),
    '@react-oauth/google': singleton(need('@react-oauth/google')),
    // What every remote's store is made of: downloaded once per visit, whichever remote comes first.
    '@reduxjs/toolkit': singleton(need('@reduxjs/toolkit')),
    '@reduxjs/toolkit/': singleton(need('@reduxjs/toolkit')),
    'react-redux': singleton(need('react-redux')),
    'redux-saga': singleton(need('redux-saga')),
    'typed-redux-saga': singleton(need('typed-redux-saga')),
  };
  if (!eager) return shared;
  return Object.fromEntries(
    [...Object.entries(shared), ...uiEntriesFromShell(shared['shared-ui/'])].map(([key, config]) => [
      key,
      { ...config, eager: FIRST_RENDER.has(key) },
    ]),
  );
}

/**
 * Every entry of shared-ui (shared-ui/modal, /popover, /tooltip, ...), provided by the shell
 * whether or not the shell renders it. A prefix key provides only what the build itself imports,
 * so a page that used the shell's popover and a remote's tooltip got two copies of the Radix
 * internals both are made of (dismissable layer, presence, portal, ...). From one build, webpack
 * splits what the entries have in common into chunks they share, and the page loads it once.
 * The import is the entry's file, which makes the provide unconditional; remotes keep the prefix
 * key, so their standalone pages still bring their own.
 */
function uiEntriesFromShell(config) {
  const uiDir = workspaceDir('shared-ui');
  return Object.entries(uiPackage.exports)
    .filter(([subpath]) => subpath !== '.')
    .map(([subpath, file]) => [
      `shared-ui/${subpath.slice(2)}`,
      { ...config, import: path.join(uiDir, file) },
    ]);
}

module.exports = { createShared };
