import type { BrandId } from '../../contracts';
// brandRoutes, not getBrand: getBrand caches a definition per word for the life of the process,
// and here the word comes from a query string.
import { brandRoutes, brandSlug, productWordOr } from '../../contracts';

// Pages a search engine has no use for even without a guard: signing in, and a visitor's own
// cart, checkout and account pages.
const PRIVATE_PREFIXES = [
  '/login',
  '/register',
  '/otp',
  '/reset-password',
  '/cart',
  '/checkout',
  '/complete-profile',
  '/manage-communications',
  '/profile',
  '/change-password',
  '/order-history',
];

const PRODUCT_PATTERN = '/shop/:productId';

function isPrivate(path: string): boolean {
  return PRIVATE_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`),
  );
}

/** What robots.txt and sitemap.xml say about one brand, paths relative to the brand's base. */
export interface BrandSeoPaths {
  /** The brand's URL prefix on the default host, e.g. 'stud'. */
  slug: string;
  /** Public pages: no guard, no parameter, not private; product pages by slug. */
  paths: string[];
  /** Path prefixes crawlers should leave alone (guarded and private pages). */
  disallow: string[];
}

/**
 * The brand's public pages from its route table. `productSlugs` are the brand's products (empty
 * for a brand without a shop of its own); they fill in the product route. `productWord` is the
 * deployment's (default: shared-contracts' DEFAULT_PRODUCT_WORD).
 */
export function brandSeoPaths(
  brand: BrandId,
  productSlugs: readonly string[],
  productWord?: string,
): BrandSeoPaths {
  const word = productWordOr(productWord);
  const paths: string[] = [];
  const disallow = new Set<string>();
  for (const route of brandRoutes(brand, word)) {
    const hidden = route.guard !== undefined || isPrivate(route.path);
    if (hidden) {
      // '/checkout/thankyou/:paymentGateway' -> '/checkout/thankyou/': the part before a parameter.
      disallow.add(route.path.split('/:')[0] ?? route.path);
      continue;
    }
    if (route.path === PRODUCT_PATTERN && SHOP_BRANDS.has(brand)) {
      paths.push(...productSlugs.map((slug) => `/shop/${slug}`));
      continue;
    }
    if (!route.path.includes(':') && !route.path.includes('*')) paths.push(route.path);
  }
  return { slug: brandSlug(brand, word), paths: [...new Set(paths)], disallow: [...disallow].sort() };
}

/** The brands whose product route lists their own products (careapp and celeorg have no shop). */
const SHOP_BRANDS: ReadonlySet<BrandId> = new Set(['stud', 'cele']);
