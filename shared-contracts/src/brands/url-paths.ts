import type { BrandId } from './brand-ids';
import type { BrandHosts } from './brand-types';
import { brandSlug } from './brand-definitions';

/** The prefix that puts any route into A/B-test mode; it always comes first in the path. */
export const AB_TEST_PREFIX = '/ab_test';

/**
 * Joins a router basename and a path relative to it: ('/stud', '/cart') -> '/stud/cart',
 * ('/stud', '/') -> '/stud', ('', '/') -> '/', ('/stud', '/?q=1') -> '/stud?q=1'.
 * A path without a leading slash is treated as if it had one.
 */
export function withBasename(basename: string, path: string): string {
  const base = basename.endsWith('/') ? basename.slice(0, -1) : basename;
  const rel = path.startsWith('/') ? path : `/${path}`;
  if (!base) return rel;
  if (rel === '/') return base;
  if (rel.startsWith('/?') || rel.startsWith('/#')) return base + rel.slice(1);
  return base + rel;
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
