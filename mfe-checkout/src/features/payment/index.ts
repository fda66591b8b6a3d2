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
