import { formatPrice, type Money } from 'shared-contracts';

/** One formatter per currency: making one costs far more than using it (docs/adr/0191). */
const formatters = new Map<string, Intl.NumberFormat>();

/** "$28.80": the amount of an attempt as the shopper reads it; dollars when no currency is given. */
export function formatAmount({ amount, currency }: Money): string {
  if (!currency) return formatPrice(amount);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
