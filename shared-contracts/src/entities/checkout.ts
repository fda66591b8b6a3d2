import type { ShippingAddress } from './address';
import type { Money, Variant } from './product';

// docs/product.md §3: cart/checkout, lines and the normalised cart line.

/** A line to add to a checkout: quantity per add is 1 (docs/product.md §9). */
export interface CheckoutLineInput {
  variantId: string;
  quantity: number;
}

/** A line of a checkout. */
export interface CheckoutLine {
  id: string;
  quantity: number;
  variant: Variant;
}

/** A shipping method the checkout can use. */
export interface ShippingMethod {
  id: string;
  name: string;
  price: Money;
}

/** A payment gateway the checkout accepts (Paypal, Stripe, Google Pay). */
export interface PaymentGateway {
  id: string;
  name: string;
}

/** The cart, which is a checkout; its id is stored locally as `checkoutId`. */
export interface Checkout {
  id: string;
  /** Total number of items. */
  quantity: number;
  lines: CheckoutLine[];
  shippingMethods: ShippingMethod[];
  availablePaymentGateways: PaymentGateway[];
  /** Applied promo code, or null. */
  voucherCode: string | null;
  /** Discount from the promo code, or null. */
  discount: Money | null;
  /** Email on the checkout (guest checkout). */
  email?: string | null;
  shippingAddress?: ShippingAddress | null;
  /** Chosen shipping method, or null. */
  deliveryMethod?: ShippingMethod | null;
  subtotalPrice?: { gross: Money };
  totalPrice?: { gross: Money };
}

/** A cart line flattened for display. */
export interface NormalisedCartLine {
  line_id: string;
  variant_id: string;
  /** Variant name. */
  title: string;
  product_name: string;
  quantity: number;
  /** Unit net price. */
  price: number;
  /** First media URL, or null when the variant has none (placeholder image). */
  image: string | null;
  /** Lower-case attribute name to the name of its first value, e.g. `{ size: 'M' }`. */
  attributes: Record<string, string>;
}

/** Flattens a checkout line into a {@link NormalisedCartLine}. */
export function normaliseCartLine(line: CheckoutLine): NormalisedCartLine {
  const attributes: Record<string, string> = {};
  for (const attribute of line.variant.attributes) {
    const first = attribute.values[0];
    if (first) attributes[attribute.attribute.name.toLowerCase()] = first.name;
  }
  return {
    line_id: line.id,
    variant_id: line.variant.id,
    title: line.variant.name,
    product_name: line.variant.product.name,
    quantity: line.quantity,
    price: line.variant.pricing.price.net.amount,
    image: line.variant.media[0]?.url ?? null,
    attributes,
  };
}
