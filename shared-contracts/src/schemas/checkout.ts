// Request schemas of the checkout, payment and order calls (docs/product.md §7), the one definition the API
// validates with and the remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md).
// A body that does not match is a 400 and changes nothing. Checkout ids that are not uuids pass
// and are answered 404 NOT_FOUND.
import { Type, type TProperties } from 'typebox';

const id = Type.String({ minLength: 1, maxLength: 100 });
const text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
const code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const countryCode = Type.String({ pattern: '^[A-Za-z]{2}$' });
/** A client's key for one payment attempt: a UUID or any opaque token of 8-128 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:.-]{8,128}$';
export const idempotencyKey = Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN });
/** The browser's proof that it completed a checkout (order-receipts.ts): random, 32-128 safe characters. */
const receiptToken = Type.String({ pattern: '^[A-Za-z0-9_-]{32,128}$' });

/** An object that refuses unknown properties (400), as every request of the API. */
const closed = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** The address of the checkout form; phone and line 2 are optional and default to ''. */
export const checkoutAddress = closed({
  email: Type.String({ format: 'email', maxLength: 254 }),
  first_name: text(100),
  last_name: text(100),
  phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^(\\+?[0-9 ()-]{4,32})?$', default: '' })),
  street_address_1: text(200),
  street_address_2: Type.Optional(Type.String({ minLength: 0, maxLength: 200, default: '' })),
  country: countryCode,
  country_area: text(100),
  city: text(100),
  postal_code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' }),
});

export const completeBody = closed({ id, receipt_token: Type.Optional(receiptToken) });
export const statusBody = closed({ checkout_id: id, receipt_token: Type.Optional(receiptToken) });
export const shippingDetailsBody = closed({ id, address: checkoutAddress });
export const shippingMethodBody = closed({ id, shippingMethodId: code });
export const promoCodeBody = closed({ id, promoCode: text(64) });
export const voucherBody = closed({ id, voucherCode: text(64) });
export const gatewaysBody = closed({ id: Type.Optional(id) });
export const createPaymentBody = closed({
  id,
  /** A gateway id of available-payment-gateways: 'paypal', 'stripe' or 'google-pay'. */
  gateway: code,
  token: Type.Optional(text(500, 0)),
  /**
   * One key per payment attempt (or the Idempotency-Key header): a repeat with the same key
   * answers with the first attempt instead of starting another.
   */
  idempotency_key: Type.Optional(idempotencyKey),
  // Accepted so an older client's body still passes, and ignored: the server charges its own total.
  amount: Type.Optional(Type.Number()),
});
export const verifyPaymentBody = closed({ id, payment_id: id, token: text(500) });
export const paypalInitiateBody = closed({ id, payment_id: id });
export const shippingMethodsQuery = closed({
  checkout_id: Type.Optional(id),
  country: Type.Optional(countryCode),
});
export const countryParams = closed({ id: countryCode });
export const orderListQuery = closed({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
});
