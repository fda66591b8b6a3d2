// JSON schemas of the cart calls. A checkout id that is not a uuid passes here and is answered
// 404 NOT_FOUND like an unknown one, so the client's rule is one: drop it and create a new one.

const checkoutId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const variantId = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;
const lineId = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** Most units of one variant a single request may ask for. */
const MAX_QUANTITY = 1000;

const lineInput = {
  type: 'object',
  additionalProperties: false,
  required: ['variantId', 'quantity'],
  properties: { variantId, quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY } },
} as const;

export const cartItemsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: checkoutId },
} as const;

export const addToCartBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lines'],
  properties: { id: checkoutId, lines: { type: 'array', minItems: 1, maxItems: 50, items: lineInput } },
} as const;

export const removeFromCartBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lineIds'],
  properties: {
    id: checkoutId,
    lineIds: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: lineId },
  },
} as const;

export const updateOfCartBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lines'],
  properties: {
    id: checkoutId,
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineId', 'quantity'],
        // 0 removes the line, as in Saleor.
        properties: { lineId, quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY } },
      },
    },
  },
} as const;

export const createCheckoutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['input'],
  properties: {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['lines', 'channel'],
      properties: {
        lines: { type: 'array', maxItems: 50, items: lineInput },
        channel: { type: 'string', minLength: 1, maxLength: 100 },
        email: { type: 'string', format: 'email', maxLength: 254 },
      },
    },
  },
} as const;
