import { configureStore } from '@reduxjs/toolkit';
import { apiClient, eventBus, storage } from 'shared-contracts';
import createSagaMiddleware from 'redux-saga';
import { all } from 'typed-redux-saga';
import { createPaymentCalls } from '../features/payment/api/payment-calls';
import { PAYMENT_DEPS, type PaymentDeps } from '../features/payment/payment-deps';
import { paymentSaga } from '../features/payment/payment.saga';
import { paymentSlice } from '../features/payment/payment.slice';

/** What the remote's sagas reach outside the store; tests replace the edges (API calls, storage, bus). */
export interface CheckoutStoreDeps {
  payment: Partial<PaymentDeps>;
}

function* rootSaga() {
  yield* all([paymentSaga()]);
}

/** The checkout remote's store: one reducer and one saga per feature. */
export function createCheckoutStore(deps: Partial<CheckoutStoreDeps> = {}) {
  const payment: PaymentDeps = {
    calls: createPaymentCalls(apiClient),
    storage,
    bus: eventBus,
    newKey: () => crypto.randomUUID(),
    ...deps.payment,
  };
  const saga = createSagaMiddleware({ context: { [PAYMENT_DEPS]: payment } });
  const store = configureStore({
    reducer: { [paymentSlice.name]: paymentSlice.reducer },
    middleware: (getDefault) => getDefault().concat(saga),
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
