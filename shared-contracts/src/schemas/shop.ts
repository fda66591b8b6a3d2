// Request schemas of the catalogue calls (docs/product.md §7), the one definition the API validates with and
// the remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md). Ids are
// Saleor-style base64url or slugs; anything else is rejected before it reaches a query.
import { Type, type Static } from 'typebox';
import type { ShopBrandId } from '../constants/shop-catalogue';

const id = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
/** The brand whose products to list; stud when the query names none. */
const brand = Type.Unsafe<ShopBrandId>({ type: 'string', enum: ['stud', 'cele'], default: 'stud' });

export const productIdParams = Type.Object({ productId: id }, { additionalProperties: false });

const productDetailFields = Type.Object(
  {
    productId: Type.Optional(id),
    /** Attribute name to the chosen value(s). */
    attributes: Type.Optional(
      Type.Unsafe<Record<string, string[]>>({
        type: 'object',
        maxProperties: 20,
        propertyNames: { minLength: 1, maxLength: 100 },
        additionalProperties: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
      }),
    ),
    /** Restrict the answer to these variant ids. */
    variants: Type.Optional(Type.Array(id, { maxItems: 200 })),
  },
  { additionalProperties: false },
);

/** Body of products-detail: all optional (or none); choosing options sends productId and attributes. */
export const productDetailBody = Type.Unsafe<Static<typeof productDetailFields> | null>({
  ...productDetailFields,
  type: ['object', 'null'],
});

/** Query of recommended-products, main-product and products-list. */
export const productsQuery = Type.Object(
  {
    brand: Type.Optional(brand),
    exclude: Type.Optional(id),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const catalogueQuery = Type.Object({ category_id: id }, { additionalProperties: false });

/** products-list takes its filters in the query string; its body, if any, must be empty. */
export const emptyBody = Type.Unsafe<Record<string, never> | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
});
