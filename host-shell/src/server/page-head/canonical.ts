import type { BrandDefinition, BrandHosts } from 'shared-contracts';

/**
 * The origin a brand's pages live on: its own host (runtime config brandHosts) with the scheme and
 * port of the site, else the site's origin. Never the request's Host header: a head names where the
 * page belongs, whichever host was asked (seo.cjs prints robots and sitemap the same way).
 */
export function brandOrigin(brand: BrandDefinition, siteOrigin: string, brandHosts: BrandHosts = {}): string {
  const site = new URL(siteOrigin);
  const own = brandHosts[brand.id];
  if (own) site.hostname = own.toLowerCase();
  return site.origin;
}

/**
 * The canonical URL of a path of a brand ('/shop/x'): on the brand's own host unprefixed, else on
 * the site under the brand's slug (careapp at the root). A prefixed home keeps its trailing slash
 * ('/stud/'), the one form the shell links to and the sitemap lists.
 */
export function canonicalUrl(
  brand: BrandDefinition,
  path: string,
  siteOrigin: string,
  brandHosts: BrandHosts = {},
): string {
  const origin = brandOrigin(brand, siteOrigin, brandHosts);
  const prefixed = !brandHosts[brand.id] && brand.id !== 'careapp';
  const full = prefixed ? `/${encodeURIComponent(brand.slug)}${path}` : path;
  return new URL(full, origin).href;
}

/** A route pattern with its parameters filled in, each encoded as one path segment. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([^/]+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}
