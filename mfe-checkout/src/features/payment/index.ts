// The payment feature's public entry: what the checkout page wires (see the remote README). The
// store's part (slice, saga, deps) is also reachable without components through ./state.
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
  paymentSaga,
  type PaymentCalls,
  PAYMENT_DEPS,
  type PaymentDeps,
} from './state';
