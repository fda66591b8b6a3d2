// JSON schemas of the checkout, payment and order calls: a body that does not match is a 400 and
// changes nothing. Checkout ids that are not uuids pass and are answered 404 NOT_FOUND.

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const text = (maxLength: number, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
const code = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
/** A client's key for one payment attempt: a UUID or any opaque token of 8-128 safe characters. */
export const idempotencyKey = { type: 'string', pattern: '^[A-Za-z0-9_:.-]{8,128}$' } as const;

const address = {
  type: 'object',
  additionalProperties: false,
  required: [
    'email',
    'first_name',
    'last_name',
    'street_address_1',
    'country',
    'country_area',
    'city',
    'postal_code',
  ],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    first_name: text(100),
    last_name: text(100),
    phone: { type: 'string', maxLength: 32, pattern: '^(\\+?[0-9 ()-]{4,32})?$', default: '' },
    street_address_1: text(200),
    street_address_2: { ...text(200, 0), default: '' },
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    country_area: text(100),
    city: text(100),
    postal_code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' },
  },
} as const;

const object = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** The browser's proof that it completed a checkout (order-receipts.ts): random, 32-128 safe characters. */
const receiptToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{32,128}$' } as const;
export const completeBody = object(['id'], { id, receipt_token: receiptToken });
export const statusBody = object(['checkout_id'], { checkout_id: id, receipt_token: receiptToken });
export const shippingDetailsBody = object(['id', 'address'], { id, address });
export const shippingMethodBody = object(['id', 'shippingMethodId'], { id, shippingMethodId: code });
export const promoCodeBody = object(['id', 'promoCode'], { id, promoCode: text(64) });
export const voucherBody = object(['id', 'voucherCode'], { id, voucherCode: text(64) });
export const gatewaysBody = { type: 'object', additionalProperties: false, properties: { id } } as const;
export const createPaymentBody = object(['id', 'gateway'], {
  id,
  gateway: code,
  token: text(500, 0),
  idempotency_key: idempotencyKey,
  // Accepted so an older client's body still passes, and ignored: the server charges its own total.
  amount: { type: 'number' },
});
export const verifyPaymentBody = object(['id', 'payment_id', 'token'], {
  id,
  payment_id: id,
  token: text(500),
});
export const paypalInitiateBody = object(['id', 'payment_id'], { id, payment_id: id });
export const shippingMethodsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { checkout_id: id, country: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
} as const;
export const countryParams = object(['id'], { id: { type: 'string', pattern: '^[A-Za-z]{2}$' } });
export const orderListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
  },
} as const;
