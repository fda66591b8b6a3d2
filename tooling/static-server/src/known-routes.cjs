// Which paths are pages of the shell, so an unknown one answers 404 (search engines drop it) while
// the browser still gets the shell's page and shows the brand's not-found screen. The matcher is the
// shell's own code (host-shell/src/server/known-routes.ts: brand resolution and route tables of
// shared-contracts), built by the shell's production build into dist/server/known-routes.cjs; this
// file only loads it (docs/adr/0033).
const { join } = require('node:path');
const { builtModuleOf } = require('./built-module.cjs');

/** Where the shell's build writes the matcher, inside the folder served. */
const MATCHER_FILE = join('server', 'known-routes.cjs');

/**
 * A function telling whether the shell renders a page for a host and path. It loads the built
 * matcher again when a rebuild replaced it; without one (a dev build, an old dist) every path
 * counts as a page, as before there was a matcher.
 * @param {string} root the shell's dist folder
 * @returns {(config: object, url: { hostname: string, pathname: string }) => boolean}
 */
function knownRoutesOf(root) {
  const matcher = builtModuleOf(root, MATCHER_FILE);
  let reported = false;
  return function isKnownRoute(config, url) {
    try {
      const built = matcher();
      return built ? built.isKnownRoute(config, url) !== false : true;
    } catch (error) {
      // A broken matcher must not take every page down: the page is served as before, with a 200.
      if (!reported)
        console.error(`static-server: ${join(root, MATCHER_FILE)} failed; unknown paths answer 200`, error);
      reported = true;
      return true;
    }
  };
}

/**
 * A function giving the login URL for a request of a signed-in page without the session cookie
 * (the matcher's `loginRedirectOf`, docs/adr/0192), or null to serve the page. Without a built
 * matcher, or when it fails, null: the browser's guard sends the visitor to login, as before.
 * @param {string} root the shell's dist folder
 * @returns {(config: object, url: { hostname: string, pathname: string, search: string },
 *   cookies: string | undefined) => string | null}
 */
function loginRedirectsOf(root) {
  const matcher = builtModuleOf(root, MATCHER_FILE);
  let reported = false;
  return function loginRedirectOf(config, url, cookies) {
    try {
      return matcher()?.loginRedirectOf?.(config, url, cookies) ?? null;
    } catch (error) {
      if (!reported)
        console.error(`static-server: ${join(root, MATCHER_FILE)} failed; no login redirects`, error);
      reported = true;
      return null;
    }
  };
}

/** The server-only files of the served folder, never sent to a browser. */
function isServerOnly(pathname) {
  return pathname === `/${MATCHER_FILE}` || pathname.startsWith('/server/');
}

module.exports = { knownRoutesOf, loginRedirectsOf, isServerOnly, MATCHER_FILE };
