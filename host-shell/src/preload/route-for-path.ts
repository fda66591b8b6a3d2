import type { BrandDefinition } from 'shared-contracts';

type BrandRoute = BrandDefinition['routes'][number];

/** A path's segments without empty ones, lower-cased: how patterns and paths are compared. */
function segmentsOfPath(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}

/**
 * Each pattern's segments, split once: the shell's server matches every request against every
 * route of a brand (a split per pattern and request was most of its matcher's time), and the
 * patterns are the route tables' few constant strings. A parameter segment is kept as ':'.
 */
const patternSegments = new Map<string, readonly string[]>();

function segmentsOfPattern(pattern: string): readonly string[] {
  let segments = patternSegments.get(pattern);
  if (!segments) {
    segments = segmentsOfPath(pattern).map((segment) => (segment.startsWith(':') ? ':' : segment));
    patternSegments.set(pattern, segments);
  }
  return segments;
}

function segmentsMatch(want: readonly string[], have: readonly string[]): boolean {
  return want.length === have.length && want.every((segment, i) => segment === ':' || segment === have[i]);
}

/** Whether a route pattern ('/shop/:productId') matches a path; segments compare without case. */
export function matchesPattern(pattern: string, path: string): boolean {
  return segmentsMatch(segmentsOfPattern(pattern), segmentsOfPath(path));
}

/** Whether any of the patterns matches the path ({@link matchesPattern}), the path split once. */
export function matchesAnyPattern(patterns: readonly string[], path: string): boolean {
  const have = segmentsOfPath(path);
  return patterns.some((pattern) => segmentsMatch(segmentsOfPattern(pattern), have));
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
  const have = segmentsOfPath(path.replace(/[?#].*$/, ''));
  const matches = (route: BrandRoute) => segmentsMatch(segmentsOfPattern(route.path), have);
  return routes.find((route) => !route.path.includes(':') && matches(route)) ?? routes.find(matches);
}
