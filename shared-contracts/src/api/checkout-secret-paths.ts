import { endpoints } from './endpoints';

/**
 * The calls about the stored checkout: they carry its secret (header X-Checkout-Secret), without
 * which the API opens a guest's checkout to nobody. create-checkout answers the secret; the
 * catalogue, countries and order list are about no checkout and never carry it.
 */
export const CHECKOUT_SECRET_PATHS: readonly string[] = [
  endpoints.checkout.cartItems,
  endpoints.checkout.addToCart,
  endpoints.checkout.removeFromCart,
  endpoints.checkout.updateOfCart,
  endpoints.checkout.createPayment,
  endpoints.checkout.verifyPayment,
  endpoints.checkout.checkoutOrderDetails,
  endpoints.checkout.checkoutStatus,
  endpoints.checkout.shippingDetails,
  endpoints.checkout.applyPromoCode,
  endpoints.checkout.removePromoCode,
  endpoints.checkout.updateShippingMethod,
  endpoints.checkout.availableShippingMethods,
  endpoints.checkout.assignVoucher,
  endpoints.payment.paypalInitiate,
  endpoints.payment.gpay,
];
