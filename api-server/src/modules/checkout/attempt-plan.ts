import type { Queryable } from '../../db/database';
import { checkoutNotFound } from '../cart/cart.repository';
import { loadCheckoutState } from './checkout-state';
import { stockShortages } from './checkout-stock';
import type { PaymentGateways } from './payment-gateways';
import {
  checkoutError as error,
  lockAnyCheckout,
  paidAttempt,
  PaymentError,
  PAYMENT_COLUMNS,
  type PaymentRow,
} from './payment-rows';
import { attemptsToAsk } from './pending-attempts';

/**
 * What a create-payment call comes to: an attempt that answers it, pending attempts to ask the
 * providers about first, or a new attempt for the server's total.
 */
export type AttemptPlan = { answer: PaymentRow } | { ask: PaymentRow[] } | { totalCents: number };

/**
 * Decides a create-payment call in a short transaction, the checkout row locked; the provider
 * calls the plan leads to run after it. `ask` is false once the providers were asked.
 */
export async function planAttempt(
  tx: Queryable,
  deps: { gateways: PaymentGateways; now: () => number },
  checkoutId: string,
  idempotencyKey: string,
  ask: boolean,
): Promise<AttemptPlan> {
  const checkout = await lockAnyCheckout(tx, checkoutId);
  const earlier = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where idempotency_key = $1`,
    [idempotencyKey],
  );
  if (earlier.rows[0]) {
    if (earlier.rows[0].checkout_id !== checkoutId) {
      throw new PaymentError(409, [
        error('idempotency_key', 'INVALID', 'This idempotency key belongs to another checkout.'),
      ]);
    }
    return { answer: earlier.rows[0] };
  }
  if (checkout.status !== 'open') throw checkoutNotFound();
  const state = await loadCheckoutState(tx, checkoutId, new Date(deps.now()));
  if (!state) throw checkoutNotFound();
  if (state.checkout.lines.length === 0) {
    throw new PaymentError(400, [error('lines', 'INVALID', 'Your cart is empty.')]);
  }
  if (!state.address) {
    throw new PaymentError(400, [
      error('shippingAddress', 'SHIPPING_ADDRESS_NOT_SET', 'Enter a shipping address.'),
    ]);
  }
  if (!state.shippingMethodId) {
    throw new PaymentError(400, [
      error('shipment_type', 'SHIPPING_METHOD_NOT_SET', 'Shipping method is required!'),
    ]);
  }
  // Paid already (another tab, a retry after a lost answer, an attempt a provider just said it
  // paid): that attempt, never a second charge.
  const paid = await paidAttempt(tx, checkoutId, state.totals.totalCents);
  if (paid) return { answer: paid };
  if (ask) {
    const pending = await attemptsToAsk(tx, deps.gateways, checkoutId);
    if (pending.length > 0) return { ask: pending };
  }
  // Nobody pays for what cannot be sent: a cart left past its hold may have lost its units.
  const shortages = await stockShortages(tx, state.checkout.lines, checkoutId);
  if (shortages.length > 0) throw new PaymentError(409, shortages);
  return { totalCents: state.totals.totalCents };
}
