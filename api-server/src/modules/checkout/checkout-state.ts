import type { Checkout, CheckoutAddress, PaymentGateway, ShippingAddress } from '../../contracts';
import type { Queryable } from '../../db/database';
import { loadCheckoutWith } from '../cart/cart.repository';
import { CURRENCY } from '../shop/catalogue.repository';
import { discountCents, findPromoCode, notApplicableReason } from './promo-codes';
import { shippingMethodById, shippingMethodsFor, shippingPriceCents } from './shipping-methods';

// An open checkout with what the checkout page adds to the cart: address, shipping methods, the chosen
// method, the promo code and totals. Every amount is computed here from the catalogue's prices;
// nothing a client sends is ever used as a price.

export const GATEWAYS: readonly PaymentGateway[] = [
  { id: 'paypal', name: 'Paypal' },
  { id: 'stripe', name: 'Stripe' },
  { id: 'google-pay', name: 'Google Pay' },
];

const EXTRA_COLUMNS = ['user_id', 'shipping_address', 'shipping_method_id', 'voucher_code'] as const;

interface ExtraRow {
  user_id: string | null;
  shipping_address: CheckoutAddress | null;
  shipping_method_id: string | null;
  voucher_code: string | null;
}

export interface Totals {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

export interface CheckoutState {
  checkout: Checkout;
  userId: string | null;
  address: CheckoutAddress | null;
  /** The chosen method when it still ships to the address; null otherwise. */
  shippingMethodId: string | null;
  /** The applied code when it still applies; null otherwise. */
  voucherCode: string | null;
  totals: Totals;
}

const money = (cents: number) => ({ amount: cents / 100, currency: CURRENCY });

/** The stored address in the camelCase shape docs/product.md §3 gives a checkout's shipping address. */
export function toShippingAddress(address: CheckoutAddress): ShippingAddress {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    phone: address.phone,
    streetAddress1: address.street_address_1,
    streetAddress2: address.street_address_2,
    country: { code: address.country },
    countryArea: address.country_area,
    city: address.city,
    postalCode: address.postal_code,
  };
}

/** The open checkout `id` with totals, or null when there is none. */
export async function loadCheckoutState(db: Queryable, id: string, now: Date): Promise<CheckoutState | null> {
  // One query for the cart and these columns: every cart write answers with this state.
  const loaded = await loadCheckoutWith(db, id, EXTRA_COLUMNS);
  if (!loaded) return null;
  const { checkout } = loaded;
  const extra = loaded.extra as unknown as ExtraRow;
  const country = extra.shipping_address?.country ?? null;
  const subtotalCents = checkout.lines.reduce(
    (sum, line) => sum + Math.round(line.variant.pricing.price.net.amount * 100) * line.quantity,
    0,
  );
  const methodId = extra.shipping_method_id;
  const shippingCents = methodId ? shippingPriceCents(methodId, country) : null;
  const promo = extra.voucher_code ? await findPromoCode(db, extra.voucher_code) : null;
  const applies = promo && notApplicableReason(promo, subtotalCents, extra.user_id !== null, now) === null;
  const discount = promo && applies ? discountCents(promo, subtotalCents) : 0;
  const totals: Totals = {
    subtotalCents,
    shippingCents: shippingCents ?? 0,
    discountCents: discount,
    totalCents: subtotalCents - discount + (shippingCents ?? 0),
  };
  const chosen = shippingCents === null || !methodId ? null : shippingMethodById(methodId);
  return {
    checkout: {
      ...checkout,
      shippingMethods: shippingMethodsFor(country),
      availablePaymentGateways: [...GATEWAYS],
      voucherCode: extra.voucher_code,
      discount: extra.voucher_code ? money(discount) : null,
      shippingAddress: extra.shipping_address ? toShippingAddress(extra.shipping_address) : null,
      deliveryMethod: chosen,
      subtotalPrice: { gross: money(subtotalCents) },
      totalPrice: { gross: money(totals.totalCents) },
    },
    userId: extra.user_id,
    address: extra.shipping_address,
    shippingMethodId: chosen ? chosen.id : null,
    voucherCode: promo && applies ? promo.code : null,
    totals,
  };
}

/** The step a checkout page resumes at. */
export function currentStep(state: CheckoutState): 'address' | 'shipping' | 'payment' {
  if (!state.address) return 'address';
  if (!state.shippingMethodId) return 'shipping';
  return 'payment';
}
