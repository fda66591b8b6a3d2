// The checkout page's view, composed of the other features (the page module renders it).
export { CheckoutView, type CheckoutViewProps } from './components/checkout-view';
