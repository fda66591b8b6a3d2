// JSON schemas of the catalogue calls. Ids are Saleor-style base64url or slugs; anything else is
// rejected before it reaches a query.

const id = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;
const brand = { type: 'string', enum: ['stud', 'cele'], default: 'stud' } as const;

export const productIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['productId'],
  properties: { productId: id },
} as const;

/** Body of products-detail: all optional; choosing options sends productId and attributes. */
export const productDetailBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    productId: id,
    attributes: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { minLength: 1, maxLength: 100 },
      additionalProperties: {
        type: 'array',
        maxItems: 50,
        items: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
    variants: { type: 'array', maxItems: 200, items: id },
  },
} as const;

export const productsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brand,
    exclude: id,
    search: { type: 'string', maxLength: 100 },
  },
} as const;

export const catalogueQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['category_id'],
  properties: { category_id: id },
} as const;

/** products-list takes its filters in the query string; its body, if any, must be empty. */
export const emptyBody = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;
