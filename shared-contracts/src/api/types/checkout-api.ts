import type { Static } from 'typebox';
import type { Checkout } from '../../entities/checkout';
import type { removeFromCartBody, updateOfCartBody } from '../../schemas/cart';
import type {
  createPaymentBody,
  promoCodeBody,
  shippingDetailsBody,
  shippingMethodBody,
  statusBody,
} from '../../schemas/checkout';

// Checkout results: each call answers under the Saleor mutation name docs/product.md §7 lists.

/**
 * Saleor's checkout error codes the API answers with: NOT_FOUND (unknown checkout, variant or
 * line), INSUFFICIENT_STOCK, INVALID (a value out of range), CHANNEL_INACTIVE (unknown channel);
 * the product adds its own (SHIPPING_METHOD_NOT_SET, VOUCHER_NOT_APPLICABLE, LIMIT_PER_CART: a
 * variant with few units left goes only a few to one cart).
 */
export type CheckoutErrorCode =
  'NOT_FOUND' | 'INSUFFICIENT_STOCK' | 'LIMIT_PER_CART' | 'INVALID' | 'CHANNEL_INACTIVE' | (string & {});

/** An error of a checkout mutation. */
export interface CheckoutError {
  field: string | null;
  message: string;
  code?: CheckoutErrorCode;
  /** With INSUFFICIENT_STOCK or LIMIT_PER_CART: how many more of the variant this checkout may still take. */
  quantity_available?: number;
  /** With INSUFFICIENT_STOCK or NOT_FOUND: the variant concerned. */
  variant_id?: string;
}

/**
 * Body of a 404 for a checkout id the server does not know (never made, completed, or malformed):
 * the client drops its stored checkoutId and creates a new checkout.
 */
export interface CheckoutNotFoundBody {
  detail: string;
  code: 'NOT_FOUND';
}

/** Payload of a checkout mutation: the checkout after it, and errors. */
export interface CheckoutPayload {
  checkout: Checkout | null;
  errors: CheckoutError[];
}

/** Answer of cart-items: the checkout (null when the id is unknown). */
export interface CartItemsResponse {
  checkout: Checkout | null;
}
/** Answer of add-to-cart. */
export interface AddToCartResponse {
  checkoutLinesAdd: CheckoutPayload;
}
/** Answer of remove-from-cart. */
export interface RemoveFromCartResponse {
  checkoutLinesDelete: CheckoutPayload;
}
/** Answer of update-of-cart. */
export interface UpdateCartResponse {
  checkoutLinesUpdate: CheckoutPayload;
}
/**
 * The header every call about a checkout carries: the checkout secret create-checkout answered.
 * A guest's checkout answers only to the browser holding it; a signed-in shopper's checkout only
 * to that shopper (the secret then attaches a guest checkout to them).
 */
export const CHECKOUT_SECRET_HEADER = 'X-Checkout-Secret';

/** Answer of create-checkout. */
export interface CreateCheckoutResponse {
  /** `checkoutSecret` is given once, here: the browser keeps it beside checkoutId. */
  checkoutCreate: CheckoutPayload & { checkoutSecret?: string };
}
/** Answer of apply-promo-code. */
export interface ApplyPromoCodeResponse {
  checkoutAddPromoCode: CheckoutPayload;
}
/** Answer of remove-promo-code. */
export interface RemovePromoCodeResponse {
  checkoutRemovePromoCode: CheckoutPayload;
}
/** Answer of update-shipping-method. */
export interface UpdateShippingMethodResponse {
  checkoutDeliveryMethodUpdate: CheckoutPayload;
}
/** Answer of shipping-details: the address update, and the checkout step reached. */
export interface ShippingDetailsResponse {
  checkoutBillingAddressUpdate: CheckoutPayload;
  current_step: string;
}
/** Answer of the completion of a checkout. */
export interface CheckoutCompleteResponse {
  checkoutComplete: {
    /** JSON text; on errors the first item is used (docs/product.md §8). */
    confirmationData: string | null;
    order: { id: string; number?: string } | null;
    errors: CheckoutError[];
  };
}

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
