import type { Money } from 'shared-contracts';

/** One formatter per currency: making one costs far more than using it (docs/adr/0191). */
const formatters = new Map<string, Intl.NumberFormat>();

/** "$28.80": the amount of an attempt as the shopper reads it. */
export function formatAmount(money: Money): string {
  let formatter = formatters.get(money.currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency });
    formatters.set(money.currency, formatter);
  }
  return formatter.format(money.amount);
}
