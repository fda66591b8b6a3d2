// The promo code feature's public entry: the promo code and voucher forms and the applied code.
export { AppliedCode } from './components/applied-code';
export { PromoCodeForm, type PromoCodeFormProps } from './components/promo-code-form';
