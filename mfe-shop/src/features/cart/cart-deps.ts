import type { EventBus, TypedStorage } from 'shared-contracts';
import type { CheckoutCalls } from '../../api/checkout-calls';

/** What the cart sagas reach outside the store: given through the saga context, so tests use real ones of their own. */
export interface CartDeps {
  calls: CheckoutCalls;
  storage: TypedStorage;
  bus: EventBus;
  /** The browser alert ("Item is out of stock."). */
  alert: (message: string) => void;
}

export const CART_DEPS = 'cartDeps';

/** Drops the stored checkoutId (emits `checkout/idChanged` with null). */
export const forgetCheckout = (deps: CartDeps): void => deps.storage.remove('checkoutId');

/**
 * Stores the checkout's secret, then its id (emits `checkout/idChanged`): whoever reads the cart
 * on that event (the shell's cart badge) already sends the secret that opens it.
 */
export const rememberCheckout = (deps: CartDeps, checkoutId: string, secret: string | null): void => {
  if (secret) deps.storage.set('checkoutSecret', secret);
  else deps.storage.remove('checkoutSecret');
  deps.storage.set('checkoutId', checkoutId);
};
