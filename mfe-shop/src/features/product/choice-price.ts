import type { ProductDetailResponse, Variant } from 'shared-contracts';
import { missingAttributes, resolveVariants } from '../cart/state';

export interface ChoicePrice {
  /** What the choice costs: its variants together, or the product's lowest price before a full choice. */
  price: number;
  /** The price before the discount (crossed out), or null when the product has none. */
  before: number | null;
  /** Some chosen variant has none left. */
  soldOut: boolean;
}

/**
 * The price shown for a choice. Once every attribute is chosen it is the sum of the variant(s) the
 * add would put in the cart (one per chosen value of a multi-select attribute), as the server
 * priced them in `variants`.
 */
export function choicePrice(
  product: Pick<
    ProductDetailResponse,
    'attributes' | 'discount_percentage' | 'minium_variant_price' | 'minimum_variant_before_discount_price'
  >,
  variants: Variant[],
  selected: Record<string, string[]>,
): ChoicePrice {
  const complete = missingAttributes(product.attributes, selected).length === 0;
  const chosen = complete ? resolveVariants(variants, product.attributes, selected) : null;
  // Summed in cents, so no float dust shows up in a total.
  const price = chosen
    ? chosen.reduce((sum, variant) => sum + Math.round(variant.pricing.price.net.amount * 100), 0) / 100
    : product.minium_variant_price;
  const discounted = product.discount_percentage > 0;
  const before = discounted
    ? chosen
      ? // In cents, so the division does not lose them: $28.80 at 20% off was $36.00.
        Math.round((price * 100 * 100) / (100 - product.discount_percentage)) / 100
      : product.minimum_variant_before_discount_price
    : null;
  return { price, before, soldOut: chosen?.some((variant) => variant.quantity === 0) ?? false };
}
