// Where the apps' `react-router-dom` comes from. Two things:
// - react-router 7 maps `react-router` to dist/development/ under every export condition
//   (remix-run/react-router#12532, #14102: "intended to be temporary"), so a production bundle
//   carried its dev warnings; production builds take dist/production/ instead.
// - `react-router-dom` and `react-router` resolve to router-exports.mjs, which re-exports the
//   declarative API only, so the shared copy is tree-shaken (58 to 17 KB gz).
const fs = require('node:fs');
const path = require('node:path');

/** The module every app's router imports resolve to. */
const ROUTER_EXPORTS = path.join(__dirname, 'router-exports.mjs');

/** The folder of an installed package, found the way the app itself would find it. */
function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * `resolve.alias` entries (exact matches) for an app at `appDir`: its router imports to
 * router-exports.mjs, and that file's `react-router-build` to react-router's production (or, in
 * development, development) build. Empty when the app does not use react-router.
 * @param {string} appDir
 * @param {boolean} isProduction
 * @returns {Record<string, string>}
 */
function routerAliases(appDir, isProduction) {
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

module.exports = { routerAliases, ROUTER_EXPORTS };
