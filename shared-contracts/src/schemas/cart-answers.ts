// Answer schemas of the cart and checkout calls (docs/product.md §7): each call answers under its
// Saleor mutation name, `{ [mutation]: { checkout, errors } }`. Fastify serialises with them and
// the answer types the remotes read derive from them (docs/adr/0115-one-schema-per-endpoint.md).
// The checkout itself (lines, variants, products, prices: the Checkout entity) is an open schema
// (`{}`), serialised as it is: a closed one would have Fastify drop any field it does not list,
// and the entity is typed once, in entities/checkout.ts.
import { Type, type TSchema } from 'typebox';
import type { Checkout } from '../entities/checkout';

/**
 * Saleor's checkout error codes the API answers with: NOT_FOUND (unknown checkout, variant or
 * line), INSUFFICIENT_STOCK, INVALID (a value out of range), CHANNEL_INACTIVE (unknown channel);
 * the product adds its own (SHIPPING_METHOD_NOT_SET, VOUCHER_NOT_APPLICABLE, LIMIT_PER_CART: a
 * variant with few units left goes only a few to one cart).
 */
export type CheckoutErrorCode =
  'NOT_FOUND' | 'INSUFFICIENT_STOCK' | 'LIMIT_PER_CART' | 'INVALID' | 'CHANNEL_INACTIVE' | (string & {});

/** The checkout after a call, serialised as the API builds it; null when there is none. */
const checkoutOrNull = Type.Unsafe<Checkout | null>({});

/**
 * An error of a checkout mutation: `quantity_available` with INSUFFICIENT_STOCK or LIMIT_PER_CART
 * (how many more of the variant this checkout may still take), `variant_id` with
 * INSUFFICIENT_STOCK or NOT_FOUND. Fields it does not name are still sent (additionalProperties).
 */
export const checkoutErrorAnswer = Type.Object(
  {
    field: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
    message: Type.String(),
    code: Type.Optional(Type.Unsafe<CheckoutErrorCode>({ type: 'string' })),
    quantity_available: Type.Optional(Type.Integer()),
    variant_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** Payload of a checkout mutation: the checkout after it, and errors. */
export const checkoutPayload = Type.Object({
  checkout: checkoutOrNull,
  errors: Type.Array(checkoutErrorAnswer),
});

/** `{ [name]: payload }`: the answer of one mutation. */
const mutationAnswer = <Name extends string, Payload extends TSchema>(name: Name, payload: Payload) =>
  Type.Object({ [name]: payload } as { [K in Name]: Payload });

/** Answer of cart-items: the checkout (null when the id is unknown). */
export const cartItemsAnswer = Type.Object({ checkout: checkoutOrNull });

/** The 404 of cart-items, sent as built (the checkout guard answers it too). */
export const cartItemsNotFoundAnswer = Type.Unsafe<{ detail: string; code: 'NOT_FOUND'; checkout: null }>({});

export const addToCartAnswer = mutationAnswer('checkoutLinesAdd', checkoutPayload);
export const removeFromCartAnswer = mutationAnswer('checkoutLinesDelete', checkoutPayload);
export const updateOfCartAnswer = mutationAnswer('checkoutLinesUpdate', checkoutPayload);

/** create-checkout: `checkoutSecret` is given once, here; the browser keeps it beside checkoutId. */
export const createCheckoutAnswer = mutationAnswer(
  'checkoutCreate',
  Type.Object({
    checkout: checkoutOrNull,
    errors: Type.Array(checkoutErrorAnswer),
    checkoutSecret: Type.Optional(Type.String()),
  }),
);

export const applyPromoCodeAnswer = mutationAnswer('checkoutAddPromoCode', checkoutPayload);
export const removePromoCodeAnswer = mutationAnswer('checkoutRemovePromoCode', checkoutPayload);
export const shippingMethodAnswer = mutationAnswer('checkoutDeliveryMethodUpdate', checkoutPayload);

/** shipping-details: the address update, and the checkout step reached. */
export const shippingDetailsAnswer = Type.Object({
  checkoutBillingAddressUpdate: checkoutPayload,
  current_step: Type.String(),
});
