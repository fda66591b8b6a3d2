import { CONSTANTS } from './constants';
import { MESSAGES } from './messages';

/**
 * A price with a dollar sign and two decimals: 12 -> '$12.00', '9.5' -> '$9.50', -3 -> '-$3.00'.
 * Strings are accepted because some answers carry amounts as text; anything not a finite number
 * shows as '$0.00'.
 */
export function formatPrice(amount: number | string): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const safe = Number.isFinite(value) ? value : 0;
  const text = `$${Math.abs(safe).toFixed(2)}`;
  return safe < 0 && text !== '$0.00' ? `-${text}` : text;
}

/** "item" when the quantity is 1, else "Items" (docs/product.md §9). */
export function itemLabel(quantity: number): string {
  return quantity === 1 ? 'item' : 'Items';
}

/** The checkout heading: 'Secure Checkout (1 item)', 'Secure Checkout (3 Items)'. */
export function secureCheckoutTitle(quantity: number): string {
  return `${MESSAGES.secureCheckout} (${quantity} ${itemLabel(quantity)})`;
}

/** `text` cut to `max` characters followed by '...', or unchanged when it is not longer than `max`. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A product card title cut at 83 characters (docs/product.md §9). */
export function truncateTitle(title: string): string {
  return truncateText(title, CONSTANTS.titleTruncateChars);
}

/** Whether a product name is long enough (over 40 characters) to use the smaller heading. */
export function isLongProductName(name: string): boolean {
  return name.length > CONSTANTS.longNameChars;
}
