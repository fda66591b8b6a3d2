// Request schemas of the cart calls (docs/product.md §7), the one definition the API validates with and the
// remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md). A checkout id
// that is not a uuid passes here and is answered 404 NOT_FOUND like an unknown one, so the
// client's rule is one: drop it and create a new one.
import { Type } from 'typebox';

const checkoutId = Type.String({ minLength: 1, maxLength: 100 });
const variantId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
const lineId = Type.String({ minLength: 1, maxLength: 100 });
/** Most units of one variant a single request may ask for. */
const MAX_QUANTITY = 1000;
/** Most lines one request may carry. */
const MAX_LINES = 50;

/** Unknown properties are refused (400), as every request body of the API. */
const closed = { additionalProperties: false } as const;

export const checkoutLineInput = Type.Object(
  { variantId, quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }) },
  closed,
);

export const cartItemsBody = Type.Object({ id: checkoutId }, closed);

export const addToCartBody = Type.Object(
  { id: checkoutId, lines: Type.Array(checkoutLineInput, { minItems: 1, maxItems: MAX_LINES }) },
  closed,
);

export const removeFromCartBody = Type.Object(
  {
    id: checkoutId,
    lineIds: Type.Array(lineId, { minItems: 1, maxItems: MAX_LINES, uniqueItems: true }),
  },
  closed,
);

export const updateOfCartBody = Type.Object(
  {
    id: checkoutId,
    lines: Type.Array(
      // 0 removes the line, as in Saleor.
      Type.Object({ lineId, quantity: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }) }, closed),
      { minItems: 1, maxItems: MAX_LINES },
    ),
  },
  closed,
);

export const createCheckoutBody = Type.Object(
  {
    input: Type.Object(
      {
        lines: Type.Array(checkoutLineInput, { maxItems: MAX_LINES }),
        channel: Type.String({ minLength: 1, maxLength: 100 }),
        email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
      },
      closed,
    ),
  },
  closed,
);
