// The payment feature's part of the store, for app/store.ts and the app's selectors: a second door
// without components, so the store's import graph holds no React component and no cycle through
// the typed hooks the components use (docs/adr/0111).
export {
  errorsDismissed,
  failed,
  gatewayCancelled,
  gatewayFailed,
  payRequested,
  paymentSlice,
  selectPaymentError,
  selectPaymentFieldErrors,
  selectPaymentPending,
  selectPaymentStatus,
  succeeded,
  type PaymentState,
} from './payment.slice';
export { paymentSaga } from './payment.saga';
export type { PaymentCalls } from '../../api/payment-calls';
export { PAYMENT_DEPS, type PaymentDeps } from './payment-deps';
