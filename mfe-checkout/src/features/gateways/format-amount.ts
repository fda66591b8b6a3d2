import type { Money } from 'shared-contracts';

/** "$28.80": the amount of an attempt as the shopper reads it. */
export const formatAmount = (money: Money): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency }).format(money.amount);
