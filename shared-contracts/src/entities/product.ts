// docs/product.md §3: products, variants, media and catalogue items. Shapes follow the Saleor-style API;
// each derives from its schema (schemas/catalogue-answers.ts, docs/adr/0115-one-schema-per-endpoint.md).
import type { Static } from 'typebox';
import type { moneyAnswer } from '../schemas/answers';
import type {
  attributeValueAnswer,
  catalogueItemAnswer,
  contentIdentifierAnswer,
  mediaAnswer,
  productAnswer,
  variantAnswer,
  variantAttributeAnswer,
} from '../schemas/catalogue-answers';

/** One image of a product or variant. */
export type Media = Static<typeof mediaAnswer>;

/** A/B content block attached to a product page. */
export type ContentIdentifier = Static<typeof contentIdentifierAnswer>;

/** A product as the product detail call returns it. */
export type Product = Static<typeof productAnswer>;

/** A value of a variant attribute. */
export type AttributeValue = Static<typeof attributeValueAnswer>;

/** One attribute of a variant with its chosen value(s). */
export type VariantAttribute = Static<typeof variantAttributeAnswer>;

/** A net price. */
export type Money = Static<typeof moneyAnswer>;

/** A purchasable variant of a product (size, colour...). */
export type Variant = Static<typeof variantAnswer>;

/** A card in a catalogue, slider or recommendation list. */
export type CatalogueItem = Static<typeof catalogueItemAnswer>;
