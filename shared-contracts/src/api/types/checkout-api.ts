import type { Static } from 'typebox';
import type { removeFromCartBody, updateOfCartBody } from '../../schemas/cart';
import type {
  addToCartAnswer,
  applyPromoCodeAnswer,
  cartItemsAnswer,
  checkoutErrorAnswer,
  checkoutPayload,
  createCheckoutAnswer,
  removeFromCartAnswer,
  removePromoCodeAnswer,
  shippingDetailsAnswer,
  shippingMethodAnswer,
  updateOfCartAnswer,
} from '../../schemas/cart-answers';
import type {
  createPaymentBody,
  promoCodeBody,
  shippingDetailsBody,
  shippingMethodBody,
  statusBody,
} from '../../schemas/checkout';
import type { checkoutCompleteAnswer } from '../../schemas/payment-answers';

// Checkout results: each call answers under the Saleor mutation name docs/product.md §7 lists.

export type { CheckoutErrorCode } from '../../schemas/cart-answers';

/** An error of a checkout mutation (see the schema for its optional fields). */
export type CheckoutError = Static<typeof checkoutErrorAnswer>;

/**
 * Body of a 404 for a checkout id the server does not know (never made, completed, or malformed):
 * the client drops its stored checkoutId and creates a new checkout.
 */
export interface CheckoutNotFoundBody {
  detail: string;
  code: 'NOT_FOUND';
}

/** Payload of a checkout mutation: the checkout after it, and errors. */
export type CheckoutPayload = Static<typeof checkoutPayload>;

/** Answer of cart-items: the checkout (null when the id is unknown). */
export type CartItemsResponse = Static<typeof cartItemsAnswer>;
/** Answer of add-to-cart. */
export type AddToCartResponse = Static<typeof addToCartAnswer>;
/** Answer of remove-from-cart. */
export type RemoveFromCartResponse = Static<typeof removeFromCartAnswer>;
/** Answer of update-of-cart. */
export type UpdateCartResponse = Static<typeof updateOfCartAnswer>;
/**
 * The header every call about a checkout carries: the checkout secret create-checkout answered.
 * A guest's checkout answers only to the browser holding it; a signed-in shopper's checkout only
 * to that shopper (the secret then attaches a guest checkout to them).
 */
export const CHECKOUT_SECRET_HEADER = 'X-Checkout-Secret';

/** Answer of create-checkout (`checkoutSecret`: given once, here; the browser keeps it beside checkoutId). */
export type CreateCheckoutResponse = Static<typeof createCheckoutAnswer>;
/** Answer of apply-promo-code and assign-voucher. */
export type ApplyPromoCodeResponse = Static<typeof applyPromoCodeAnswer>;
/** Answer of remove-promo-code. */
export type RemovePromoCodeResponse = Static<typeof removePromoCodeAnswer>;
/** Answer of update-shipping-method. */
export type UpdateShippingMethodResponse = Static<typeof shippingMethodAnswer>;
/** Answer of shipping-details: the address update, and the checkout step reached. */
export type ShippingDetailsResponse = Static<typeof shippingDetailsAnswer>;
/** Answer of the completion of a checkout (`confirmationData`: JSON text; on errors the first item is used, docs/product.md §8). */
export type CheckoutCompleteResponse = Static<typeof checkoutCompleteAnswer>;

/** Body of update-of-cart. */
export type UpdateCartRequest = Static<typeof updateOfCartBody>;
/** Body of remove-from-cart. */
export type RemoveFromCartRequest = Static<typeof removeFromCartBody>;
/** Body of shipping-details (phone and street_address_2 may be left out: they default to ''). */
export type ShippingDetailsRequest = Static<typeof shippingDetailsBody>;
/** Body of apply-promo-code / remove-promo-code. */
export type PromoCodeRequest = Static<typeof promoCodeBody>;
/** Body of update-shipping-method. */
export type UpdateShippingMethodRequest = Static<typeof shippingMethodBody>;
/** Payment gateways the checkout form offers (docs/product.md §5). */
export type PaymentGatewayName = 'Paypal' | 'Stripe' | 'Google Pay';
/**
 * Body of create-payment: `gateway` is an id of available-payment-gateways ('paypal', 'stripe' or
 * 'google-pay'); `idempotency_key` (or the Idempotency-Key header), one per payment attempt, makes
 * a repeat answer with the first attempt; `amount` is ignored: the server charges its own total.
 */
export type CreatePaymentRequest = Static<typeof createPaymentBody>;
/**
 * Body of checkout-status: the follow-up call after completion (docs/product.md §4). With the receipt token
 * the browser sent when completing the checkout (or signed in as the owner) a completed
 * checkout's answer carries its order; without it, `order` is null.
 */
export type CheckoutStatusRequest = Static<typeof statusBody>;
