import type { BrandId } from './brand-ids';
import type { BrandHosts } from './brand-types';
import { brandSlug } from './brand-definitions';

/** The prefix that puts any route into A/B-test mode; it always comes first in the path. */
export const AB_TEST_PREFIX = '/ab_test';

/**
 * Joins a router basename and a path relative to it: ('/stud', '/cart') -> '/stud/cart',
 * ('/stud', '/') -> '/stud/', ('', '/') -> '/', ('/stud', '/?q=1') -> '/stud/?q=1'.
 * A path without a leading slash is treated as if it had one. A brand's home keeps its trailing
 * slash ('/stud/', '/ab_test/'): that is the one form links, the sitemap and the address bar use, and
 * a relative link read from it stays inside the brand.
 */
export function withBasename(basename: string, path: string): string {
  const base = basename.endsWith('/') ? basename.slice(0, -1) : basename;
  const rel = path.startsWith('/') ? path : `/${path}`;
  return base + rel;
}

/**
 * The basename to mount a router at for a resolved basename ('' | '/stud' | '/ab_test/stud'): with
 * a trailing slash, so the router writes a brand's home as '/stud/', as {@link withBasename} does.
 */
export function routerBasename(basename: string): string {
  return basename.endsWith('/') ? basename : `${basename}/`;
}

/**
 * The canonical form of a path that names a prefixed brand's home without its trailing slash
 * ('/stud' -> '/stud/', '/ab_test' -> '/ab_test/'), or null when the path needs no change. A router
 * mounted at {@link routerBasename} does not match the form without the slash.
 */
export function canonicalHomePath(pathname: string, basename: string): string | null {
  if (!basename || basename.endsWith('/')) return null;
  return pathname.toLowerCase() === basename.toLowerCase() ? `${pathname}/` : null;
}

/** URL prefix of a brand on the default host: '' for careapp, '/stud', '/varicocele', '/varicoceleorg'. */
export function brandPrefix(id: BrandId, productWord?: string): string {
  return id === 'careapp' ? '' : `/${brandSlug(id, productWord)}`;
}

/** Normalises a hostname for comparison: lower-case, no trailing dot. */
export function normaliseHostname(hostname: string): string {
  const lower = hostname.trim().toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** The brand whose own host is `hostname`, or undefined when it is the default host. */
export function brandOfHost(hostname: string, brandHosts: BrandHosts): BrandId | undefined {
  const wanted = normaliseHostname(hostname);
  const entry = Object.entries(brandHosts).find(([, host]) => host && normaliseHostname(host) === wanted);
  return entry?.[0] as BrandId | undefined;
}
