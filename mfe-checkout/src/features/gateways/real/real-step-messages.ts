// What the shopper reads when a real provider's step cannot go on. The attempt stays unpaid and
// the cart is kept; Pay is available again.

export const CARD_FORM_NOT_LOADED =
  'The secure card form could not be loaded. Check your connection and press Pay again.';
export const PAYPAL_NOT_LOADED = 'PayPal could not be loaded. Check your connection and press Pay again.';
export const PAYPAL_FAILED =
  'PayPal could not take the payment. Please try again or choose another way to pay.';
export const GOOGLE_PAY_NOT_LOADED =
  'Google Pay could not be loaded. Check your connection and press Pay again.';
export const GOOGLE_PAY_UNAVAILABLE =
  'Google Pay is not available in this browser. Please choose another way to pay.';
export const GOOGLE_PAY_FAILED =
  'Google Pay could not take the payment. Please try again or choose another way to pay.';
/** The API runs a real gateway but this page's runtime config has no browser id for it. */
export const GATEWAY_NOT_CONFIGURED =
  'This payment method is not available right now. Please choose another way to pay.';
