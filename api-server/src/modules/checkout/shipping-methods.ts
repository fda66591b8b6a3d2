import type { ShippingMethod } from '../../contracts';
import { CURRENCY } from '../shop/catalogue.repository';

// docs/product.md §9's shipping claims: free in 3-5 business days to the US and Canada, 9-15 business days
// everywhere else. Both are free: the claims name no price.

interface MethodRule extends ShippingMethod {
  /** Countries it ships to; null: every country the other methods do not cover. */
  countries: readonly string[] | null;
  priceCents: number;
}

const RULES: readonly MethodRule[] = [
  {
    id: 'standard-us-ca',
    name: 'Free shipping (3-5 business days)',
    countries: ['US', 'CA'],
    priceCents: 0,
    price: { amount: 0, currency: CURRENCY },
  },
  {
    id: 'worldwide',
    name: 'Worldwide shipping (9-15 business days)',
    countries: null,
    priceCents: 0,
    price: { amount: 0, currency: CURRENCY },
  },
];

const visible = ({ id, name, price }: MethodRule): ShippingMethod => ({ id, name, price });

/** The methods that ship to `country`; without a country (no address yet), every method. */
export function shippingMethodsFor(country: string | null): ShippingMethod[] {
  if (!country) return RULES.map(visible);
  const own = RULES.filter((rule) => rule.countries?.includes(country));
  return (own.length > 0 ? own : RULES.filter((rule) => rule.countries === null)).map(visible);
}

/** The price in cents of a method, when it ships to `country`; null when it does not. */
export function shippingPriceCents(methodId: string, country: string | null): number | null {
  if (!shippingMethodsFor(country).some((method) => method.id === methodId)) return null;
  return RULES.find((rule) => rule.id === methodId)?.priceCents ?? null;
}

/** A method by id (its name for orders). */
export function shippingMethodById(methodId: string): ShippingMethod | null {
  const rule = RULES.find((candidate) => candidate.id === methodId);
  return rule ? visible(rule) : null;
}
