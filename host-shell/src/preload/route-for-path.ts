import type { BrandDefinition } from 'shared-contracts';

type BrandRoute = BrandDefinition['routes'][number];

/** Whether a route pattern ('/shop/:productId') matches a path; segments compare without case. */
export function matchesPattern(pattern: string, path: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(path);
  if (want.length !== have.length) return false;
  return want.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]?.toLowerCase(),
  );
}

/**
 * The parameters of a path under a matching pattern, decoded as react-router decodes them
 * ('/shop/:productId', '/shop/a%20b' -> { productId: 'a b' }); a segment that does not decode is
 * left as it is.
 */
export function patternParams(pattern: string, path: string): Record<string, string> {
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((segment, i) => {
      const value = have[i];
      if (!segment.startsWith(':') || value === undefined) return;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        params[segment.slice(1)] = value;
      }
    });
  return params;
}

/**
 * The route of the brand's table that renders a path (inside the brand, no basename; a query or
 * hash is ignored). Static routes win over dynamic ones, as in react-router ('/shop/a' before
 * '/shop/:productId').
 */
export function routeForPath(routes: readonly BrandRoute[], path: string): BrandRoute | undefined {
  const bare = path.replace(/[?#].*$/, '') || '/';
  return (
    routes.find((r) => !r.path.includes(':') && matchesPattern(r.path, bare)) ??
    routes.find((r) => matchesPattern(r.path, bare))
  );
}
