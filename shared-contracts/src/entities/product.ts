// docs/product.md §3: products, variants, media and catalogue items. Shapes follow the Saleor-style API.

/** One image of a product or variant. */
export interface Media {
  url: string;
  /** Alternative text, when the server has one. */
  alt?: string;
}

/** A/B content block attached to a product page. */
export interface ContentIdentifier {
  identifier: string;
  /** Identifier of the variant being tested, when an A/B test swaps the block. */
  new_identifier: string | null;
  /** Server-delivered markup. */
  content: string;
  name: string;
  /** Script run after the markup is inserted (not run when it has a syntax error). */
  script: string | null;
  /** Admin link shown in the A/B overlay to editors. */
  edit_url: string | null;
}

/** A product as the product detail call returns it. */
export interface Product {
  /**
   * Opaque product id (docs/product.md §3: ids are fixed opaque strings). Not named in
   * docs/product.md §3's field list.
   */
  id?: string;
  name: string;
  /** Lowest variant price. The spelling `minium` is the API's and is kept on purpose. */
  minium_variant_price: number;
  /** Lowest variant price before discount (shown crossed out when discounted). */
  minimum_variant_before_discount_price: number;
  /** Discount in percent, 0 when none (shown as a red badge). */
  discount_percentage: number;
  /** Attribute name to its option values, e.g. `{ Size: ['S', 'M'], Color: ['Black'] }`. */
  attributes: Record<string, string[]>;
  /**
   * Names of the attributes a shopper may choose several values of (docs/product.md §5 "multi-select: at
   * least one value"), e.g. `['Add-ons']`. Each chosen value adds its own variant (one line each).
   * Absent or empty: every attribute takes exactly one value. The API always sends it.
   */
  multi_select_attributes?: string[];
  variants: Variant[];
  content_identifiers: ContentIdentifier[];
}

/** A value of a variant attribute. */
export interface AttributeValue {
  name: string;
}

/** One attribute of a variant with its chosen value(s). */
export interface VariantAttribute {
  attribute: { name: string };
  values: AttributeValue[];
}

/** A net price. */
export interface Money {
  amount: number;
  /** ISO currency code; prices are shown in dollars. */
  currency?: string;
}

/** A purchasable variant of a product (size, colour...). */
export interface Variant {
  id: string;
  /** Stock; 0 means out of stock ("Item is out of stock."). */
  quantity: number;
  name: string;
  attributes: VariantAttribute[];
  product: { name: string };
  pricing: { price: { net: Money } };
  media: Media[];
}

/** A card in a catalogue, slider or recommendation list. */
export interface CatalogueItem {
  id: string;
  title: string;
  /** Image URL. */
  image: string;
  /** Link suffix appended to `{prefix}/shop` (docs/product.md §2), e.g. '/<product_slug>'. */
  link: string;
  price: number;
  /** Discount text, e.g. '20% OFF'; empty when none. */
  discount: string;
  /** Price before the discount, when discounted (shown crossed out). */
  before_discount_price?: number | null;
  /** Alternative text of the image. */
  image_alt?: string;
  /**
   * The variant a card's "Add to cart" adds: set when the product has exactly one variant, so no
   * option needs choosing; null sends the shopper to the product page instead.
   */
  variant_id?: string | null;
}
