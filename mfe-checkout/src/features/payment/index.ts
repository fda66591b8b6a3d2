// The payment feature's public entry: what the checkout page wires (see the remote README).
export { PaymentSection, thankYouPath, type PaymentSectionProps } from './components/payment-section';
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
// The store's wiring (app/store.ts) and the test kit's in-memory edge (testing/).
export type { PaymentCalls } from '../../api/payment-calls';
export { PAYMENT_DEPS, type PaymentDeps } from './payment-deps';
