import type { BrandId } from './brand-ids';
import type { BrandHosts, ResolvedLocation } from './brand-types';
import { brandSlug } from './brand-definitions';
import { AB_TEST_PREFIX, brandOfHost } from './url-paths';
import { productWordOr } from '../config/product-word';

/** Brands that live under a path prefix on the default host (careapp lives at its root). */
const PREFIXED_BRANDS: readonly BrandId[] = ['stud', 'cele', 'celeorg'];

/**
 * Which brand serves a URL, and the router basename to mount it under.
 *
 * - '/ab_test' is checked first and kept in the basename ('/ab_test', '/ab_test/stud').
 * - A hostname equal to a brand's host in `brandHosts` serves that brand unprefixed (`onOwnHost`).
 * - Any other hostname is the default host: '/stud', '/{word}cele', '/{word}celeorg' select those
 *   brands, matched as whole path segments (so '/varicoceleorg' is celeorg, never cele);
 *   everything else is careapp at the root.
 *
 * Segment and host matching ignore case, like react-router's basename matching.
 */
export function resolveBrand(input: {
  hostname: string;
  pathname: string;
  brandHosts: BrandHosts;
  productWord?: string;
}): ResolvedLocation {
  const word = productWordOr(input.productWord);
  const segments = input.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
  const abTest = segments[0] === AB_TEST_PREFIX.slice(1);
  const abBase = abTest ? AB_TEST_PREFIX : '';

  const hostBrand = brandOfHost(input.hostname, input.brandHosts);
  if (hostBrand) return { brand: hostBrand, abTest, onOwnHost: true, basename: abBase };

  const candidate = segments[abTest ? 1 : 0];
  const prefixed = PREFIXED_BRANDS.find((id) => brandSlug(id, word).toLowerCase() === candidate);
  if (prefixed) {
    return { brand: prefixed, abTest, onOwnHost: false, basename: `${abBase}/${brandSlug(prefixed, word)}` };
  }
  return { brand: 'careapp', abTest, onOwnHost: false, basename: abBase };
}
