// Which paths are pages of the shell, so an unknown one answers 404 (search engines drop it) while
// the browser still gets the shell's page and shows the brand's not-found screen. The matcher is the
// shell's own code (host-shell/src/server/known-routes.ts: brand resolution and route tables of
// shared-contracts), built by the shell's production build into dist/server/known-routes.cjs; this
// file only loads it (docs/adr/0033).
const { readFileSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { runInThisContext } = require('node:vm');

/** Where the shell's build writes the matcher, inside the folder served. */
const MATCHER_FILE = join('server', 'known-routes.cjs');

/**
 * A CommonJS file's exports, read afresh: require() would keep the first build's version cached.
 * @param {string} file
 */
function loadModule(file) {
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const module = { exports: {} };
  runInThisContext(wrapped, { filename: file })(module.exports, require, module, file, dirname(file));
  return module.exports;
}

/**
 * A function telling whether the shell renders a page for a host and path. It loads the built
 * matcher again when a rebuild replaced it; without one (a dev build, an old dist) every path
 * counts as a page, as before there was a matcher.
 * @param {string} root the shell's dist folder
 * @returns {(config: object, url: { hostname: string, pathname: string }) => boolean}
 */
function knownRoutesOf(root) {
  const file = join(root, MATCHER_FILE);
  let loaded = null;
  let reported = false;
  return function isKnownRoute(config, url) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info?.isFile()) return true;
    try {
      if (!loaded || loaded.mtimeMs !== info.mtimeMs) {
        loaded = { mtimeMs: info.mtimeMs, match: loadModule(file).isKnownRoute };
      }
      return loaded.match(config, url) !== false;
    } catch (error) {
      // A broken matcher must not take every page down: the page is served as before, with a 200.
      if (!reported) console.error(`static-server: ${file} failed; unknown paths answer 200`, error);
      reported = true;
      return true;
    }
  };
}

/** The server-only files of the served folder, never sent to a browser. */
function isServerOnly(pathname) {
  return pathname === `/${MATCHER_FILE}` || pathname.startsWith('/server/');
}

module.exports = { knownRoutesOf, isServerOnly, MATCHER_FILE };
