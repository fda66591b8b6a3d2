import type { BrandHosts, BrandTarget } from './brand-types';
import { AB_TEST_PREFIX, brandOfHost, brandPrefix, withBasename } from './url-paths';

/** Hostname used for brands without their own host when linking from a brand host. */
export const DEFAULT_HOSTNAME = 'localhost';

/** Where a link is rendered from (usually `window.location` plus the runtime config). */
export interface BrandUrlContext {
  /** Current `location.hostname`. */
  hostname: string;
  /** Current `location.port` ('' for the scheme's default port). */
  port: string;
  /** Current `location.protocol`, e.g. 'http:'. */
  protocol: string;
  /** Brand hosts from the runtime config. */
  brandHosts: BrandHosts;
  /** The visitor is under '/ab_test'; links keep that prefix on every host. */
  abTest: boolean;
  /** Product word (default 'varico'). */
  productWord?: string;
  /** Hostname of the default host (default {@link DEFAULT_HOSTNAME}). */
  defaultHost?: string;
}

function origin(protocol: string, hostname: string, port: string): string {
  const scheme = protocol.endsWith(':') ? protocol : `${protocol}:`;
  return `${scheme}//${hostname}${port ? `:${port}` : ''}`;
}

/**
 * Href of a path in a brand (a menu target, the shop link...), seen from where the visitor is now.
 *
 * - On the default host (the hostname is no brand's host): root-relative, by prefix,
 *   e.g. '/varicocele/treatments' or '/' for careapp; even brands that have their own host are linked
 *   by prefix, so a visitor never leaves the host they are on.
 * - On a brand's own host, linking the same brand: root-relative and unprefixed ('/shop').
 * - On a brand's own host, linking another brand that has its own host: absolute to that host,
 *   keeping the current protocol and port ('http://varicocele.localhost:3000/treatments').
 * - On a brand's own host, linking a brand without a host: absolute to the default host, by prefix
 *   ('http://localhost:3000/stud/shop').
 *
 * '/ab_test' is kept in every case when `from.abTest` is set.
 */
export function brandUrl(target: BrandTarget, from: BrandUrlContext): string {
  const ab = from.abTest ? AB_TEST_PREFIX : '';
  const currentHostBrand = brandOfHost(from.hostname, from.brandHosts);
  const prefixed = withBasename(ab + brandPrefix(target.brand, from.productWord), target.path);

  if (!currentHostBrand) return prefixed;
  if (currentHostBrand === target.brand) return withBasename(ab, target.path);

  const targetHost = from.brandHosts[target.brand];
  if (targetHost) return origin(from.protocol, targetHost, from.port) + withBasename(ab, target.path);
  return origin(from.protocol, from.defaultHost ?? DEFAULT_HOSTNAME, from.port) + prefixed;
}
