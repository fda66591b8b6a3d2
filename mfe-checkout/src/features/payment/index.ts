// The payment feature's public entry: what the checkout page wires (see the remote README), and
// the store's part (slice, saga, deps), which is also reachable without components through ./state.
export { PaymentSection, thankYouPath, type PaymentSectionProps } from './components/payment-section';
export * from './state';
