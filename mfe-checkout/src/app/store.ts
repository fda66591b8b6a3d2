import { configureStore } from '@reduxjs/toolkit';
import {
  apiClient,
  eventBus,
  storage,
  type ApiClient,
  type ApiExtra,
  type RenderScope,
} from 'shared-contracts';
import createSagaMiddleware from 'redux-saga';
import { all } from 'typed-redux-saga';
import { checkoutApi } from '../api/checkout-api';
import { createPaymentCalls } from '../api/payment-calls';
import { PAYMENT_DEPS, type PaymentDeps, paymentSaga, paymentSlice } from '../features/payment/state';

/** What the remote reaches outside the store; tests replace the edges (API client and calls, storage, bus). */
export interface CheckoutStoreDeps {
  /** The client of the checkout page's RTK Query calls (tests give one on a stand-in API). */
  client: ApiClient;
  payment: Partial<PaymentDeps>;
}

function* rootSaga() {
  yield* all([paymentSaga()]);
}

/**
 * The checkout remote's store: RTK Query for the checkout page's reads and writes (the busy rule
 * reads their pending state, see checkout-busy.ts), one reducer and one saga per long flow.
 */
export function createCheckoutStore(deps: Partial<CheckoutStoreDeps> = {}) {
  const extra: ApiExtra = { client: deps.client ?? apiClient };
  const payment: PaymentDeps = {
    calls: createPaymentCalls(extra.client),
    storage,
    bus: eventBus,
    newKey: () => crypto.randomUUID(),
    ...deps.payment,
  };
  const saga = createSagaMiddleware({ context: { [PAYMENT_DEPS]: payment } });
  const store = configureStore({
    reducer: {
      [checkoutApi.reducerPath]: checkoutApi.reducer,
      [paymentSlice.name]: paymentSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(checkoutApi.middleware, saga),
  });
  saga.run(rootSaga);
  return store;
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
export type RootState = ReturnType<CheckoutStore['getState']>;
export type AppDispatch = CheckoutStore['dispatch'];

let pageStore: CheckoutStore | null = null;

/** The one store of the checkout pages in this browser tab, made on first use. */
export function getCheckoutStore(): CheckoutStore {
  pageStore ??= createCheckoutStore();
  return pageStore;
}

/** The store of one server render (docs/adr/0150): its own, never the tab's. */
export function renderStore(scope: RenderScope): CheckoutStore {
  return scope.scoped('checkout', () => createCheckoutStore());
}
