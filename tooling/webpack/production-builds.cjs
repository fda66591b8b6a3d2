// Packages whose package.json `exports` point every bundler at their development build.
// react-router 7 maps `react-router` and `react-router/dom` to dist/development/ under every
// condition (remix-run/react-router#12532, #14102: "intended to be temporary"), so a production
// bundle carried its dev warnings and checks: 56 KB gz of the shell's first JS instead of ~35.
// Its dist/production/ files have the same exports; production builds alias to them.
const fs = require('node:fs');
const path = require('node:path');

/** The folder of an installed package, found the way the app itself would find it. */
function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * `resolve.alias` entries (exact matches) from react-router's development entry points to its
 * production ones, for an app at `appDir`. Empty when the app does not use react-router.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function productionBuildAliases(appDir) {
  let routerDir;
  try {
    // Apps depend on react-router-dom (a re-export); react-router is its dependency.
    routerDir = packageDir('react-router', packageDir('react-router-dom', appDir));
  } catch {
    return {};
  }
  const entries = { 'react-router$': 'index.mjs', 'react-router/dom$': 'dom-export.mjs' };
  return Object.fromEntries(
    Object.entries(entries).map(([request, file]) => {
      const target = path.join(routerDir, 'dist', 'production', file);
      // A react-router upgrade that moves these files must fail the build, not ship the dev build.
      if (!fs.existsSync(target))
        throw new Error(`webpack-config: ${target} is missing (react-router moved its production build)`);
      return [request, target];
    }),
  );
}

module.exports = { productionBuildAliases };
