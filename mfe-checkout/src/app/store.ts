import { configureStore } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import createSagaMiddleware from 'redux-saga';
import { apiClient } from 'shared-contracts';
import { all } from 'typed-redux-saga';
import { checkoutApi } from '../features/checkout-data/checkout-api';
import type { CheckoutThunkExtra } from './axios-base-query';

/** What the store reaches outside itself; tests pass a client on a stand-in API. */
export interface CheckoutStoreDeps {
  client: AxiosInstance;
}

function* rootSaga() {
  // One line per feature saga (the payment saga of features/payment registers here).
  yield* all([]);
}

/**
 * The checkout remote's store: RTK Query for every checkout read and write (the page's busy rule
 * reads their pending state, see checkout-busy.ts), plus the sagas of the long flows.
 */
export function createCheckoutStore(deps: Partial<CheckoutStoreDeps> = {}) {
  const extra: CheckoutThunkExtra = { client: deps.client ?? apiClient };
  const saga = createSagaMiddleware({ context: { client: extra.client } });
  const store = configureStore({
    reducer: { [checkoutApi.reducerPath]: checkoutApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(checkoutApi.middleware, saga),
  });
  saga.run(rootSaga);
  return store;
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
export type CheckoutState = ReturnType<CheckoutStore['getState']>;
export type CheckoutDispatch = CheckoutStore['dispatch'];

let pageStore: CheckoutStore | null = null;

/** The one store of the checkout pages in this browser tab, made on first use. */
export function getCheckoutStore(): CheckoutStore {
  pageStore ??= createCheckoutStore();
  return pageStore;
}
