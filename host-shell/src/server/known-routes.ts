// Built on its own at the shell's production build into dist/server/known-routes.cjs (CommonJS for
// Node), which the shell's static server loads to answer an unknown path with a 404 status: the same
// brand resolution and route tables as the shell, not a copy (docs/adr/0033).
import {
  getBrand,
  hasSessionCookie,
  loginRedirect,
  resolveBrand,
  withBasename,
  type BrandDefinition,
  type BrandHosts,
} from 'shared-contracts';
import { EVERY_BRAND_PATHS } from '../app/shell-paths';
import { matchesAnyPattern, routeForPath } from '../preload/route-for-path';

/** What of the runtime config decides which brand and page a URL is. */
export interface KnownRouteConfig {
  brandHosts?: BrandHosts;
  productWord?: string;
}

/**
 * The path inside the router's basename, as react-router strips it (case-insensitive, whole
 * segments), or null when the router would not match it. The bare prefix ('/stud') counts as the
 * home: the shell shows it at '/stud/' before the router starts.
 */
export function pathInsideBasename(pathname: string, basename: string): string | null {
  if (!basename) return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  return lower.startsWith(`${base}/`) ? pathname.slice(basename.length) : null;
}

/** Each segment decoded, as react-router decodes a path before matching it. */
export function decodeSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** What the shell's router renders for a URL: the brand, the path inside its basename and the route. */
export interface UrlMatch {
  brand: BrandDefinition;
  /** The brand's basename as the router gets it ('/stud', '/ab_test/stud', '' on its own host). */
  basename: string;
  /** The path inside the brand's basename as written (null: outside it), for the route's parameters. */
  inside: string | null;
  /** The route of the brand's table, or null for the shell's own pages and the not-found page. */
  route: BrandDefinition['routes'][number] | null;
  /** Whether the shell renders a page here rather than its not-found screen. */
  found: boolean;
}

/** URLs matched per config object, at most: a request's config is matched for a few URLs. */
const MATCHES_KEPT = 64;

/**
 * Matches already made, by config object and URL: one request asks for its URL's match several
 * times (the login redirect, the head, the 404 status, the renderer), each with the config the
 * server read for it, so the match is made once per request and module.
 */
const matchesByConfig = new WeakMap<KnownRouteConfig, Map<string, UrlMatch>>();

/**
 * The one matcher of the shell's server (the 404 status, the page heads, the renderer): the brand
 * as the shell resolves it (own host, prefix, '/ab_test'), then a route of that brand's table or
 * one of the pages every brand has. A parameter (a product id, a chat room) matches any value:
 * whether that product exists is the page's to say (docs/adr/0033). The answer is shared between
 * callers with the same config object: read it, never change it.
 */
export function matchUrl(config: KnownRouteConfig, url: { hostname: string; pathname: string }): UrlMatch {
  let kept = matchesByConfig.get(config);
  if (!kept) {
    kept = new Map();
    matchesByConfig.set(config, kept);
  }
  const key = `${url.hostname}\n${url.pathname}`;
  let match = kept.get(key);
  if (!match) {
    match = matchOnce(config, url);
    if (kept.size >= MATCHES_KEPT) kept.clear();
    kept.set(key, match);
  }
  return match;
}

function matchOnce(config: KnownRouteConfig, url: { hostname: string; pathname: string }): UrlMatch {
  const location = resolveBrand({
    hostname: url.hostname,
    pathname: url.pathname,
    brandHosts: config.brandHosts ?? {},
    productWord: config.productWord,
  });
  const brand = getBrand(location.brand, config.productWord);
  const inside = pathInsideBasename(url.pathname, location.basename);
  const { basename } = location;
  if (inside === null) return { brand, basename, inside, route: null, found: false };
  const path = decodeSegments(inside);
  const route = routeForPath(brand.routes, path) ?? null;
  const found = route !== null || matchesAnyPattern(EVERY_BRAND_PATHS, path);
  return { brand, basename, inside, route, found };
}

/** Whether the shell renders a page for this URL rather than its not-found page ({@link matchUrl}). */
export function isKnownRoute(config: KnownRouteConfig, url: { hostname: string; pathname: string }): boolean {
  return matchUrl(config, url).found;
}

/** Guards that send a visitor without a session to login (route-guard.tsx); /otp opens without one. */
const SESSION_GUARDS: ReadonlySet<string> = new Set(['auth', 'editor']);

/**
 * Where the server sends a request for a signed-in page that carries no session cookie
 * (shared-contracts session-cookie.ts, docs/adr/0192): the login URL the browser's guard would
 * navigate to (the query kept, `next` the page), inside the brand's basename. Null for every other
 * request, which is served as before; the browser's guard still checks the token itself.
 */
export function loginRedirectOf(
  config: KnownRouteConfig,
  url: { hostname: string; pathname: string; search?: string },
  cookies: string | null | undefined,
): string | null {
  if (hasSessionCookie(cookies)) return null;
  const { basename, route, inside, found } = matchUrl(config, url);
  // The shell's own pages (EVERY_BRAND_PATHS) are all editors'.
  const needsSession = route ? SESSION_GUARDS.has(route.guard ?? '') : found;
  if (!needsSession || inside === null) return null;
  return withBasename(basename, loginRedirect({ pathname: inside, search: url.search ?? '' }));
}
