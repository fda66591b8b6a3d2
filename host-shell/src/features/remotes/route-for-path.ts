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
