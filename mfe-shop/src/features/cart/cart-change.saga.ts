import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, errorStatus, type Checkout } from 'shared-contracts';
import { call, getContext, put, takeEvery } from 'typed-redux-saga';
import { shopApi } from '../../api/shop-api';
import { CART_CHANGE_FAILED } from './add-to-cart.saga';
import { CART_DEPS, forgetCheckout, type CartDeps } from './cart-deps';
import {
  lineChangeEnded,
  lineChangeStarted,
  lineQuantityChangeRequested,
  lineRemoveRequested,
} from './cart.slice';

function* changeLine(lineId: string, change: (deps: CartDeps, checkoutId: string) => Promise<Checkout>) {
  const deps = yield* getContext<CartDeps>(CART_DEPS);
  const checkoutId = deps.storage.get('checkoutId');
  if (!checkoutId) return;
  yield* put(lineChangeStarted({ lineId }));
  try {
    const checkout = yield* call(change, deps, checkoutId);
    deps.bus.emit('cart/countChanged', { count: checkout.quantity });
    // docs/product.md §4: removing the last line clears checkoutId.
    if (checkout.lines.length === 0) yield* call(forgetCheckout, deps);
    yield* put(shopApi.util.invalidateTags(['Cart', 'Product']));
    yield* put(lineChangeEnded({ lineId, error: null }));
  } catch (error) {
    if (errorStatus(error) === 404) {
      // The server no longer knows this cart: forget it; the page shows the empty cart.
      yield* call(forgetCheckout, deps);
      deps.bus.emit('cart/countChanged', { count: 0 });
    }
    yield* put(shopApi.util.invalidateTags(['Cart']));
    yield* put(lineChangeEnded({ lineId, error: describeError(error, CART_CHANGE_FAILED) }));
  }
}

function* quantityChanged(action: PayloadAction<{ lineId: string; quantity: number }>) {
  const { lineId, quantity } = action.payload;
  yield* changeLine(lineId, (deps, checkoutId) => deps.calls.updateLine(checkoutId, lineId, quantity));
}

function* lineRemoved(action: PayloadAction<{ lineId: string }>) {
  const { lineId } = action.payload;
  yield* changeLine(lineId, (deps, checkoutId) => deps.calls.removeLine(checkoutId, lineId));
}

export function* cartChangeSaga() {
  // takeEvery: changes to different lines are independent; the page disables a line while it changes.
  yield* takeEvery(lineQuantityChangeRequested.type, quantityChanged);
  yield* takeEvery(lineRemoveRequested.type, lineRemoved);
}
