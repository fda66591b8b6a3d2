// docs/product.md §7 checkout, payment and order paths, the sandbox's test cards (README, "Checkout
// test cards and promo codes") and the seeded codes, written out by hand (see spec.ts for why the
// tests do not read them from shared-contracts).

export const CHECKOUT_PATHS = {
  countriesList: '/api/ecom/countries-list/',
  subDivision: (id: string) => `/api/ecom/sub-division/${id}/`,
  availableShippingMethods: '/api/ecom/available-shipping-methods/',
  availablePaymentGateways: '/api/ecom/available-payment-gateways/',
  shippingDetails: '/api/ecom/shipping-details/',
  updateShippingMethod: '/api/ecom/update-shipping-method/',
  applyPromoCode: '/api/ecom/apply-promo-code/',
  removePromoCode: '/api/ecom/remove-promo-code/',
  assignVoucher: '/api/ecom/assign-voucher/',
  createPayment: '/api/ecom/create-payment/',
  verifyPayment: '/api/ecom/verify-payment/',
  checkoutOrderDetails: '/api/ecom/checkout-order-details/',
  checkoutStatus: '/api/ecom/checkout-status/',
  paypalInitiate: '/api/payment/paypal/initiate/',
  gpay: '/api/payment/gpay/',
  orderList: '/api/ecom/order-list/',
} as const;

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const US_ADDRESS = {
  email: 'guest@example.com',
  first_name: 'Alex',
  last_name: 'Doe',
  phone: '+1 555 0100',
  street_address_1: '1 Main Street',
  street_address_2: '',
  country: 'US',
  country_area: 'US-NY',
  city: 'New York',
  postal_code: '10001',
};
