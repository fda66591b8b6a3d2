import type { RouteDef } from 'shared-contracts';

/**
 * Where the header's cart icon leads (SPEC §2): on the cart page with items it moves the shopper
 * on to checkout; everywhere else, and with an empty cart, it opens the cart.
 */
export function cartTarget(currentRoute: Pick<RouteDef, 'module'> | undefined, count: number): string {
  return currentRoute?.module === 'CartPage' && count > 0 ? '/checkout' : '/cart';
}
