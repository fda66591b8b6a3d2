import { configureStore } from '@reduxjs/toolkit';
import { apiClient, eventBus, storage } from 'shared-contracts';
import createSagaMiddleware from 'redux-saga';
import { all } from 'typed-redux-saga';
import { shopApi } from '../features/catalogue/api/shop-api';
import { addToCartSaga } from '../features/cart/add-to-cart.saga';
import { cartChangeSaga } from '../features/cart/cart-change.saga';
import { CART_DEPS, type CartDeps } from '../features/cart/cart-deps';
import { createCheckoutCalls } from '../features/cart/api/checkout-calls';
import { cartSlice } from '../features/cart/cart.slice';

function* rootSaga() {
  yield* all([addToCartSaga(), cartChangeSaga()]);
}

/** The shop remote's store: RTK Query reads, the cart slice and its sagas. */
export function createShopStore(deps?: Partial<CartDeps>) {
  const sagaDeps: CartDeps = {
    calls: createCheckoutCalls(apiClient),
    storage,
    bus: eventBus,
    alert: (message) => window.alert(message),
    ...deps,
  };
  const saga = createSagaMiddleware({ context: { [CART_DEPS]: sagaDeps } });
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, [cartSlice.name]: cartSlice.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware, saga),
  });
  saga.run(rootSaga);
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type ShopState = ReturnType<ShopStore['getState']>;
export type ShopDispatch = ShopStore['dispatch'];

let pageStore: ShopStore | null = null;

/** The one store of the shop pages in this browser tab, made on first use. */
export function getShopStore(): ShopStore {
  pageStore ??= createShopStore();
  return pageStore;
}
