import type { Connection, Database } from '../../db/database';
import { CartError } from '../cart/cart.repository';
import type { ChangeRunner } from '../cart/cart.service';
import { gatewayById, type PaymentGateways } from './payment-gateways';
import { PAYMENT_COLUMNS, PaymentError, paymentLockKey, withProvider, type PaymentRow } from './payment-rows';
import { attemptsToAsk, settleWithProviders } from './pending-attempts';

// One order, one capture. A payment is for the checkout's total when it began, so what makes up
// that total (lines, promo code, shipping method, address) must not move under it:
// - once a payment succeeded, the checkout is frozen: every such change is refused (409
//   CHECKOUT_PAID) until completion makes the order (or a refund unfreezes it);
// - a change while an attempt is still open voids that attempt first (at the provider too, so
//   the browser can no longer confirm it), then goes through; the shopper pays the new total.
// All of it runs holding the checkout's payment lock, as create-payment and verify do, so no
// attempt can begin or settle between the check and the change.

/** Said when a paid checkout is changed (the cart page and the checkout page show it). */
export const CHECKOUT_PAID =
  'This cart has been paid for and can no longer be changed. Your order is being placed; to buy something else, start a new cart once it is done.';

/** Kept on an attempt voided because the cart changed while it was open (verify answers it). */
export const VOIDED_BY_CHANGE =
  'Your cart changed while this payment was open, so it was stopped and nothing was charged. Please check your order and pay again.';

const paid = (): CartError =>
  new CartError(409, [{ field: 'id', code: 'CHECKOUT_PAID', message: CHECKOUT_PAID }]);

/** A provider that could not be asked stops the change: its attempt may have taken money. */
async function withProviderOrRefuse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await withProvider(run);
  } catch (error) {
    if (error instanceof PaymentError && error.status === 503) throw new CartError(503, error.errors);
    throw error;
  }
}

async function liveAttempts(connection: Connection, checkoutId: string): Promise<PaymentRow[]> {
  const { rows } = await connection.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where checkout_id = $1 and status in ('pending', 'succeeded')`,
    [checkoutId],
  );
  return rows;
}

/** Makes the guard every total-changing write of a checkout runs through (module comment). */
export function makeChangeRunner(db: Database, gateways: PaymentGateways): ChangeRunner {
  return (checkoutId, change) =>
    db.withLock(paymentLockKey(checkoutId), async (connection) => {
      // Cheap when nothing was ever paid: one query, no provider.
      let attempts = await liveAttempts(connection, checkoutId);
      if (attempts.some((row) => row.status === 'pending')) {
        // An open attempt whose answer was lost may have been paid: the provider says.
        const ask = await attemptsToAsk(connection, gateways, checkoutId);
        if (ask.length > 0) {
          await withProviderOrRefuse(() => settleWithProviders(connection, gateways, ask));
          attempts = await liveAttempts(connection, checkoutId);
        }
      }
      if (attempts.some((row) => row.status === 'succeeded')) throw paid();
      for (const row of attempts) {
        const gateway = gatewayById(gateways, row.gateway);
        const reference = row.provider_reference;
        if (gateway?.cancel && !gateway.sandbox && reference) {
          const cancel = gateway.cancel.bind(gateway);
          await withProviderOrRefuse(() => cancel(reference));
        }
        await connection.query(
          "update payments set status = 'cancelled', message = $2, updated_at = now() where id = $1 and status = 'pending'",
          [row.id, VOIDED_BY_CHANGE],
        );
      }
      return change(connection);
    });
}
