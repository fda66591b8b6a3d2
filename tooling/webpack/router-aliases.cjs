// Where the apps' `react-router-dom` comes from. Two things:
// - react-router 7 maps `react-router` to dist/development/ under every export condition
//   (remix-run/react-router#12532, #14102: "intended to be temporary"), so a production bundle
//   carried its dev warnings; production builds take dist/production/ instead.
// - `react-router-dom` and `react-router` resolve to router-exports.mjs, which re-exports the
//   declarative API only, so the shared copy is tree-shaken (58 to 17 KB gz).
// The same for `@reduxjs/toolkit` (rtk-exports.mjs, docs/adr/0012).
const fs = require('node:fs');
const path = require('node:path');

/** The module every app's router imports resolve to. */
const ROUTER_EXPORTS = path.join(__dirname, 'router-exports.mjs');
/** The module every `@reduxjs/toolkit` import resolves to, RTK Query's own included. */
const RTK_EXPORTS = path.join(__dirname, 'rtk-exports.mjs');
/** The module every `@reduxjs/toolkit/query` import resolves to, RTK Query's React build's included. */
const QUERY_EXPORTS = path.join(__dirname, 'query-exports.mjs');

/** The folder of an installed package, found the way the app itself would find it. */
function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * `resolve.alias` entries (exact matches) for an app at `appDir`: its router imports and its
 * `@reduxjs/toolkit` imports to their re-export modules (docs/adr/0009, 0012).
 * @param {string} appDir
 * @param {boolean} isProduction
 * @returns {Record<string, string>}
 */
function routerAliases(appDir, isProduction) {
  return { ...reactRouterAliases(appDir, isProduction), ...rtkAliases(appDir) };
}

/**
 * `@reduxjs/toolkit` to rtk-exports.mjs and `@reduxjs/toolkit/query` to query-exports.mjs, and
 * their `rtk-build` and `rtk-query-build` to the toolkit's ES module builds (the ones its package
 * exports to bundlers). Empty when the app does not use the toolkit.
 */
function rtkAliases(appDir) {
  let toolkitDir;
  try {
    toolkitDir = packageDir('@reduxjs/toolkit', appDir);
  } catch {
    return {};
  }
  const build = path.join(toolkitDir, 'dist', 'redux-toolkit.modern.mjs');
  const queryBuild = path.join(toolkitDir, 'dist', 'query', 'rtk-query.modern.mjs');
  for (const file of [build, queryBuild])
    if (!fs.existsSync(file))
      throw new Error(`webpack-config: ${file} is missing (@reduxjs/toolkit moved its builds)`);
  return {
    '@reduxjs/toolkit$': RTK_EXPORTS,
    'rtk-build$': build,
    '@reduxjs/toolkit/query$': QUERY_EXPORTS,
    'rtk-query-build$': queryBuild,
  };
}

/**
 * The router's aliases for an app at `appDir`: its router imports to
 * router-exports.mjs, and that file's `react-router-build` to react-router's production (or, in
 * development, development) build. Empty when the app does not use react-router.
 * @param {string} appDir
 * @param {boolean} isProduction
 * @returns {Record<string, string>}
 */
function reactRouterAliases(appDir, isProduction) {
  let routerDir;
  try {
    // Apps depend on react-router-dom (a re-export); react-router is its dependency.
    routerDir = packageDir('react-router', packageDir('react-router-dom', appDir));
  } catch {
    return {};
  }
  const build = path.join(routerDir, 'dist', isProduction ? 'production' : 'development', 'index.mjs');
  // A react-router upgrade that moves this file must fail the build, not ship another build.
  if (!fs.existsSync(build))
    throw new Error(`webpack-config: ${build} is missing (react-router moved its builds)`);
  return {
    'react-router-dom$': ROUTER_EXPORTS,
    'react-router$': ROUTER_EXPORTS,
    'react-router-build$': build,
  };
}

module.exports = { routerAliases, ROUTER_EXPORTS, RTK_EXPORTS, QUERY_EXPORTS };
