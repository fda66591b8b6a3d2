import type { Checkout, CheckoutAddress } from '../../contracts';
import type { Connection, Database, Queryable } from '../../db/database';
import { CartError, checkoutNotFound, lockOpenCheckout, touchCheckout } from '../cart/cart.repository';
import type { ChangeRunner } from '../cart/cart.service';
import { currentStep, loadCheckoutState, type CheckoutState } from './checkout-state';
import { isKnownCountry, subdivisionsOf } from './countries';
import { findPromoCode, notApplicableReason } from './promo-codes';
import { shippingPriceCents } from './shipping-methods';

// The checkout's own mutations: address, shipping method, promo code and voucher. Each runs in
// one transaction on the locked checkout; a refusal changes nothing.

export interface CheckoutDetailsService {
  /** The open checkout with totals, read through `on` (a transaction) or the database. */
  state(id: string, on?: Queryable): Promise<CheckoutState | null>;
  /** Saves the address; a signed-in shopper's profile address too. Answers the step reached. */
  saveAddress(
    id: string,
    address: CheckoutAddress,
    userId: string | null,
  ): Promise<{ checkout: Checkout; step: string }>;
  setShippingMethod(id: string, methodId: string): Promise<Checkout>;
  applyCode(id: string, code: string, kind: 'promo' | 'voucher', userId: string | null): Promise<Checkout>;
  removeCode(id: string, code: string): Promise<Checkout>;
}

const invalid = (field: string, message: string): CartError =>
  new CartError(400, [{ field, code: 'INVALID', message }]);

function checkAddress(address: CheckoutAddress): void {
  const country = address.country.toUpperCase();
  if (!isKnownCountry(country)) throw invalid('country', 'Select a valid country.');
  const areas = subdivisionsOf(country);
  if (
    areas.length > 0 &&
    !areas.some((area) => area.code === address.country_area || area.name === address.country_area)
  ) {
    throw invalid('country_area', 'Select a valid state or province.');
  }
}

/** Whether `saved` (as stored) is `given`, field by field. */
function sameAddress(saved: CheckoutAddress | null, given: CheckoutAddress): boolean {
  if (!saved) return false;
  const keys = new Set([...Object.keys(saved), ...Object.keys(given)]);
  const savedFields = saved as unknown as Record<string, unknown>;
  const givenFields = given as unknown as Record<string, unknown>;
  return [...keys].every((key) => (savedFields[key] ?? '') === (givenFields[key] ?? ''));
}

async function updateStoredUser(tx: Queryable, userId: string, address: CheckoutAddress): Promise<void> {
  await tx.query(
    `update users set first_name = $2, last_name = $3, phone_number = nullif($4, ''), country = $5,
       province = $6, city = $7, postal_code = $8, address_line_1 = $9, address_line_2 = nullif($10, '')
     where id = $1`,
    [
      userId,
      address.first_name,
      address.last_name,
      address.phone,
      address.country,
      address.country_area,
      address.city,
      address.postal_code,
      address.street_address_1,
      address.street_address_2,
    ],
  );
}

/**
 * `runChange` runs each change (payment-freeze.ts: refused once paid, open attempts voided
 * first); without it, changes run as they come.
 */
export function createCheckoutDetailsService(
  db: Database,
  now: () => number,
  runChange: ChangeRunner = (_id, change) => change(db),
  /** Told when a checkout saved its address into the user's row (ADR 0170: kept copies drop). */
  userChanged: (id: string) => void = () => {},
): CheckoutDetailsService {
  const load = async (id: string): Promise<CheckoutState> => {
    const state = await loadCheckoutState(db, id, new Date(now()));
    if (!state) throw checkoutNotFound();
    return state;
  };
  /**
   * Runs `work` on the locked checkout. `movesTotal` false: the change cannot move what the
   * checkout costs (the same address or method saved again, as Pay does before paying), so it
   * runs even on a paid checkout, without the payment guard.
   */
  const write = async (
    id: string,
    work: (tx: Queryable) => Promise<void>,
    movesTotal = true,
  ): Promise<CheckoutState> => {
    const change = (connection: Connection) =>
      connection.transaction(async (tx) => {
        await lockOpenCheckout(tx, id);
        await work(tx);
        await touchCheckout(tx, id);
      });
    await (movesTotal ? runChange(id, change) : change(db));
    return load(id);
  };
  /** The stored address (with its email) and shipping method of an open checkout. */
  const stored = async (id: string) => {
    const state = await loadCheckoutState(db, id, new Date(now()));
    return { address: state?.address ?? null, methodId: state?.shippingMethodId ?? null };
  };

  return {
    state: (id, on = db) => loadCheckoutState(on, id, new Date(now())),

    async saveAddress(id, input, userId) {
      const address = {
        ...input,
        country: input.country.toUpperCase(),
        email: input.email.trim().toLowerCase(),
      };
      checkAddress(address);
      const unchanged = sameAddress((await stored(id)).address, address);
      const state = await write(
        id,
        async (tx) => {
          await tx.query(
            `update checkouts set shipping_address = $2, email = $3, user_id = coalesce(user_id, $4) where id = $1`,
            [id, JSON.stringify(address), address.email, userId],
          );
          if (userId) await updateStoredUser(tx, userId, address);
        },
        !unchanged,
      );
      if (userId) userChanged(userId);
      return { checkout: state.checkout, step: currentStep(state) };
    },

    async setShippingMethod(id, methodId) {
      const unchanged = (await stored(id)).methodId === methodId;
      const state = await write(
        id,
        async (tx) => {
          const { rows } = await tx.query<{ country: string | null }>(
            "select shipping_address->>'country' as country from checkouts where id = $1",
            [id],
          );
          const country = rows[0]?.country ?? null;
          if (!country) {
            throw new CartError(400, [
              {
                field: 'shippingAddress',
                code: 'SHIPPING_ADDRESS_NOT_SET',
                message: 'Enter a shipping address first.',
              },
            ]);
          }
          if (shippingPriceCents(methodId, country) === null) {
            throw new CartError(400, [
              {
                field: 'shippingMethodId',
                code: 'SHIPPING_METHOD_NOT_APPLICABLE',
                message: 'This shipping method is not available for your address.',
              },
            ]);
          }
          await tx.query('update checkouts set shipping_method_id = $2 where id = $1', [id, methodId]);
        },
        !unchanged,
      );
      return state.checkout;
    },

    async applyCode(id, code, kind, userId) {
      const field = kind === 'promo' ? 'promoCode' : 'voucherCode';
      const state = await write(id, async (tx) => {
        const promo = await findPromoCode(tx, code);
        if (!promo || promo.kind !== kind) {
          throw invalid(field, kind === 'promo' ? 'Promo code is invalid.' : 'Voucher is invalid.');
        }
        const current = await loadCheckoutState(tx, id, new Date(now()));
        if (!current) throw checkoutNotFound();
        const signedIn = (current.userId ?? userId) !== null;
        const reason = notApplicableReason(promo, current.totals.subtotalCents, signedIn, new Date(now()));
        if (reason) throw new CartError(400, [{ field, code: 'VOUCHER_NOT_APPLICABLE', message: reason }]);
        await tx.query(
          'update checkouts set voucher_code = $2, user_id = coalesce(user_id, $3) where id = $1',
          [id, promo.code, userId],
        );
      });
      return state.checkout;
    },

    async removeCode(id, code) {
      const state = await write(id, async (tx) => {
        const { rows } = await tx.query<{ voucher_code: string | null }>(
          'select voucher_code from checkouts where id = $1',
          [id],
        );
        if (!rows[0]?.voucher_code || rows[0].voucher_code !== code.trim().toUpperCase()) {
          throw invalid('promoCode', 'This promo code is not applied to your checkout.');
        }
        await tx.query('update checkouts set voucher_code = null where id = $1', [id]);
      });
      return state.checkout;
    },
  };
}
