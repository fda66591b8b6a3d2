// The checkout forms' public entry: the shipping details form, the delivery and payment form, and
// the values they hold (their rules stay inside).
export type { PaymentChoiceValues, ShippingDetailsValues } from './checkout-rules';
export { PaymentChoiceForm, type PayStepProps } from './components/payment-choice-form';
export { ShippingDetailsForm } from './components/shipping-details-form';
