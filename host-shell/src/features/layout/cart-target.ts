import type { BrandDefinition, BrandTarget, RouteDef } from 'shared-contracts';

/**
 * Where the header's cart icon leads (docs/product.md §2): on the cart page with items it moves the shopper
 * on to checkout; everywhere else, and with an empty cart, it opens the cart. Brands without a
 * cart of their own (careapp, celeorg) lead to the cart of the shop that sells to them
 * (`brand.cartTarget`), never to checkout: their pages are never the cart page.
 */
export function cartTarget(
  brand: Pick<BrandDefinition, 'cartTarget'>,
  currentRoute: Pick<RouteDef, 'module'> | undefined,
  count: number,
): BrandTarget {
  if (currentRoute?.module === 'CartPage' && count > 0) {
    return { brand: brand.cartTarget.brand, path: '/checkout' };
  }
  return brand.cartTarget;
}
