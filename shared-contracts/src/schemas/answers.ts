// Answer parts shared by many endpoints (docs/product.md §7): the plain `{ detail }` message and
// the `{ detail, errors }` of a request refused because of its fields. As response schemas they
// fix what Fastify serialises (docs/adr/0115-one-schema-per-endpoint.md).
import { Type } from 'typebox';

export const detailAnswer = Type.Object({ detail: Type.String() });

/** One field of an error answer: which part of the request ('body', 'querystring', 'params') and what is wrong. */
export const fieldErrorItem = Type.Object({
  location: Type.String(),
  field: Type.String(),
  message: Type.String(),
});

/** `{ detail, errors }`: every error answer of the API; validation errors list each problem. */
export const fieldErrorAnswer = Type.Object({
  detail: Type.String(),
  errors: Type.Optional(Type.Array(fieldErrorItem)),
});

/** A string or null, as `type: ['string', 'null']` (the JSON every nullable column had). */
export const nullableString = (options: { maxLength?: number } = {}) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** An amount: dollars (prices are shown in dollars) and, where the answer has it, the ISO currency code. */
export const moneyAnswer = Type.Object({ amount: Type.Number(), currency: Type.Optional(Type.String()) });
