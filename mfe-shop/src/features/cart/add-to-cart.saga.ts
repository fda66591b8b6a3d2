import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, errorStatus, MESSAGES } from 'shared-contracts';
import { call, getContext, put, takeLeading } from 'typed-redux-saga';
import { shopApi } from '../../api/shop-api';
import type { CreatedCheckout } from '../../api/checkout-calls';
import { CART_DEPS, forgetCheckout, rememberCheckout, type CartDeps } from './cart-deps';
import {
  addFailed,
  addStarted,
  addStatusReset,
  addSucceeded,
  addToCartRequested,
  optionsMissing,
  type AddToCartRequested,
} from './cart.slice';
import { missingAttributes, resolveVariants } from './variant-match';

/** What a refused cart change says when the server gave no sentence of its own. */
export const CART_CHANGE_FAILED = { fallback: 'The item could not be added to your cart. Please try again.' };

const isUnknownCheckout = (error: unknown) => errorStatus(error) === 404;

/**
 * Adds one unit of each variant to the stored checkout, or, when there is none or the server no
 * longer knows it (a 404: completed, expired, another database), creates a checkout and stores its id.
 */
export function* addLinesToCart(deps: CartDeps, variantIds: string[]) {
  const storedId = deps.storage.get('checkoutId');
  if (storedId) {
    try {
      return yield* call(deps.calls.addLines, storedId, variantIds);
    } catch (error) {
      if (!isUnknownCheckout(error)) throw error;
      yield* call(forgetCheckout, deps);
    }
  }
  const created: CreatedCheckout = yield* call(deps.calls.create, variantIds);
  yield* call(rememberCheckout, deps, created.checkout.id, created.secret);
  return created.checkout;
}

/** docs/product.md §4 and §5: Add to Cart and Buy now. */
export function* addToCartFlow(action: PayloadAction<AddToCartRequested>) {
  const deps = yield* getContext<CartDeps>(CART_DEPS);
  const { product, selected, buyNow, cartHref } = action.payload;

  const missing = missingAttributes(product.attributes, selected);
  if (missing.length > 0) {
    yield* put(optionsMissing({ attributes: missing, message: MESSAGES.selectAllOptions }));
    return;
  }
  // Several variants only when a multi-select attribute holds several values: one line each. All
  // must be in stock, or nothing is added. The server prices the lines and checks the stock again.
  const variants = resolveVariants(product.variants, product.attributes, selected);
  if (!variants || variants.some((variant) => variant.quantity === 0)) {
    yield* call(deps.alert, MESSAGES.outOfStock);
    return;
  }

  yield* put(addStarted());
  try {
    const checkout = yield* addLinesToCart(
      deps,
      variants.map((variant) => variant.id),
    );
    deps.bus.emit('cart/countChanged', { count: checkout.quantity });
    yield* put(shopApi.util.invalidateTags(['Cart', 'Product']));
    yield* put(addSucceeded({ buyNow }));
    if (!buyNow) {
      deps.bus.emit('notify', {
        message: `${product.name} was added to your cart.`,
        kind: 'success',
        link: { label: MESSAGES.goToCart, href: cartHref },
      });
    }
    // The toast carries the news; the button is ready for the next add at once.
    if (!buyNow) yield* put(addStatusReset());
  } catch (error) {
    yield* put(addFailed({ message: describeError(error, CART_CHANGE_FAILED) }));
  }
}

export function* addToCartSaga() {
  // takeLeading: a second click while one add is on its way is ignored, never a second unit.
  yield* takeLeading(addToCartRequested.type, addToCartFlow);
}
