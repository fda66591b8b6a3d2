// Answer shapes of the catalogue reads (docs/product.md §3, §7): products-catalogue,
// recommended-products, products-list, main-product and products-detail. They are the one
// definition the entity and answer types derive from (docs/adr/0115-one-schema-per-endpoint.md),
// but no route applies them as response schemas: those answers are sent as cached, pre-serialised,
// compressed bytes with an ETag (read-cache.ts, encoded-answer.ts), which a response schema would
// not touch.
import { Type } from 'typebox';
import { moneyAnswer, nullableString } from './answers';

/** One image of a product or variant; `alt` when the server has an alternative text. */
export const mediaAnswer = Type.Object({ url: Type.String(), alt: Type.Optional(Type.String()) });

/** A/B content block attached to a product page. */
export const contentIdentifierAnswer = Type.Object({
  identifier: Type.String(),
  /** Identifier of the variant being tested, when an A/B test swaps the block. */
  new_identifier: nullableString(),
  /** Server-delivered markup. */
  content: Type.String(),
  name: Type.String(),
  /** Script run after the markup is inserted (not run when it has a syntax error). */
  script: nullableString(),
  /** Admin link shown in the A/B overlay to editors. */
  edit_url: nullableString(),
});

/** A value of a variant attribute. */
export const attributeValueAnswer = Type.Object({ name: Type.String() });

/** One attribute of a variant with its chosen value(s). */
export const variantAttributeAnswer = Type.Object({
  attribute: Type.Object({ name: Type.String() }),
  values: Type.Array(attributeValueAnswer),
});

/** A purchasable variant of a product (size, colour...). */
export const variantAnswer = Type.Object({
  id: Type.String(),
  /** Stock; 0 means out of stock ("Item is out of stock."). */
  quantity: Type.Number(),
  name: Type.String(),
  attributes: Type.Array(variantAttributeAnswer),
  product: Type.Object({ name: Type.String() }),
  pricing: Type.Object({ price: Type.Object({ net: moneyAnswer }) }),
  media: Type.Array(mediaAnswer),
});

/** A product as the product detail call returns it (docs/product.md §3). */
export const productAnswer = Type.Object({
  /** Opaque product id (docs/product.md §3: ids are fixed opaque strings); not in §3's field list. */
  id: Type.Optional(Type.String()),
  name: Type.String(),
  /** Lowest variant price. The spelling `minium` is the API's and is kept on purpose. */
  minium_variant_price: Type.Number(),
  /** Lowest variant price before discount (shown crossed out when discounted). */
  minimum_variant_before_discount_price: Type.Number(),
  /** Discount in percent, 0 when none (shown as a red badge). */
  discount_percentage: Type.Number(),
  /** Attribute name to its option values, e.g. `{ Size: ['S', 'M'], Color: ['Black'] }`. */
  attributes: Type.Record(Type.String(), Type.Array(Type.String())),
  /**
   * Names of the attributes a shopper may choose several values of (docs/product.md §5
   * "multi-select: at least one value"), e.g. `['Add-ons']`. Each chosen value adds its own
   * variant (one line each). Absent or empty: every attribute takes exactly one value. The API
   * always sends it.
   */
  multi_select_attributes: Type.Optional(Type.Array(Type.String())),
  variants: Type.Array(variantAnswer),
  content_identifiers: Type.Array(contentIdentifierAnswer),
});

/** A customer review of a product. */
export const reviewAnswer = Type.Object({
  /** Shows the "Verified customer" badge. */
  is_verified: Type.Boolean(),
  /** Star rating, 1 to 5. */
  review_stars: Type.Number(),
  full_name: Type.String(),
  /** Review text, collapsed to 500 characters until "See more". */
  content: Type.String(),
  title: Type.String(),
});

/**
 * Answer of products-detail: the product, with what its page shows besides docs/product.md §3's
 * fields. When the request chose attributes, `variants` holds only the variants matching every choice.
 */
export const productDetailAnswer = Type.Object({
  ...productAnswer.properties,
  id: Type.String(),
  /** The `{product_slug}` of links; products-detail accepts it in place of the id. */
  slug: Type.String(),
  /** Plain-text description (meta description and the page's text). */
  description: Type.String(),
  /** Pictures of the product (the carousel); empty when it has none (placeholder image). */
  media: Type.Array(mediaAnswer),
  /** Customer reviews, newest first. */
  reviews: Type.Array(reviewAnswer),
});

/** A card in a catalogue, slider or recommendation list. */
export const catalogueItemAnswer = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Image URL. */
  image: Type.String(),
  /** Link suffix appended to `{prefix}/shop` (docs/product.md §2), e.g. '/<product_slug>'. */
  link: Type.String(),
  price: Type.Number(),
  /** Discount text, e.g. '20% OFF'; empty when none. */
  discount: Type.String(),
  /** Price before the discount, when discounted (shown crossed out). */
  before_discount_price: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
  /** Alternative text of the image. */
  image_alt: Type.Optional(Type.String()),
  /**
   * The variant a card's "Add to cart" adds: set when the product has exactly one variant, so no
   * option needs choosing; null sends the shopper to the product page instead.
   */
  variant_id: Type.Optional(nullableString()),
});

/** Answer of products-catalogue, recommended-products and products-list. */
export const catalogueAnswer = Type.Array(catalogueItemAnswer);
/** Answer of main-product. */
export const mainProductAnswer = catalogueItemAnswer;
