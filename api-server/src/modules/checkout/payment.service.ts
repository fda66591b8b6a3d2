import type { OrderDetails as Order, PaymentAttempt, PaymentGatewayId } from 'shared-contracts';
import type { Database } from '../../db/database';
import { checkoutNotFound, isUuid } from '../cart/cart.repository';
import { CURRENCY } from '../shop/catalogue.repository';
import { planAttempt } from './attempt-plan';
import { completeCheckout } from './checkout-completion';
import { currentStep, loadCheckoutState } from './checkout-state';
import { orderOfCheckout } from './orders.repository';
import { gatewayById, SANDBOX_GATEWAYS, type PaymentGateways } from './payment-gateways';
import {
  checkoutError as error,
  PaymentError,
  PAYMENT_COLUMNS,
  paymentLockKey,
  paymentRow,
  toAttempt,
  type PaymentRow,
  withProvider,
} from './payment-rows';
import { settleWithProviders } from './pending-attempts';

export { PaymentError } from './payment-rows';

// Payment attempts and the completion of a checkout into an order. Nothing is charged twice:
// an attempt is found again by its idempotency key, a paid checkout answers its paid attempt to
// any new one, a settled attempt answers its first result, and completion locks the checkout so
// a second (or concurrent) completion finds the same order. A checkout's payment steps take
// turns through its payment lock (paymentLockKey), and call providers outside any transaction:
// a provider's wait (up to PAYMENT_TIMEOUT_MS) holds up no other request's queries.

export interface CheckoutStatus {
  status: 'open' | 'completed';
  current_step: string;
  payment: PaymentAttempt | null;
  order: Order | null;
}

export interface PaymentService {
  create(checkoutId: string, gatewayId: string, idempotencyKey: string): Promise<PaymentAttempt>;
  /** The attempt of `paymentId` on `checkoutId`, for the gateway's client step. */
  find(checkoutId: string, paymentId: string, gatewayId?: PaymentGatewayId): Promise<PaymentAttempt>;
  verify(
    checkoutId: string,
    paymentId: string,
    proof: string,
    gatewayId?: PaymentGatewayId,
  ): Promise<PaymentAttempt>;
  /**
   * Completes the checkout; `made` is true for the call that made the order (the others found it).
   * `receiptToken` is kept (hashed) with a new order: its holder may see the order later.
   */
  complete(
    checkoutId: string,
    userId: string | null,
    receiptToken?: string | null,
  ): Promise<{ order: Order; made: boolean }>;
  status(checkoutId: string): Promise<CheckoutStatus>;
}

/**
 * `onStockChange` runs after a completion took stock (the catalogue's cached answers show stock).
 * `gateways` are the sandboxes unless keys configured real ones (real-gateways.ts).
 */
export function createPaymentService(
  db: Database,
  now: () => number,
  onStockChange: () => void,
  gateways: PaymentGateways = SANDBOX_GATEWAYS,
): PaymentService {
  const attempt = (row: PaymentRow) => toAttempt(row, gateways);
  return {
    async create(checkoutId, gatewayId, idempotencyKey) {
      const gateway = gatewayById(gateways, gatewayId);
      if (!gateway) throw new PaymentError(400, [error('gateway', 'INVALID', 'Select a payment method.')]);
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      return db.withLock(paymentLockKey(checkoutId), async (connection) => {
        const plan = (ask: boolean) =>
          connection.transaction((tx) => planAttempt(tx, { gateways, now }, checkoutId, idempotencyKey, ask));
        let next = await plan(true);
        if ('ask' in next) {
          // What the providers settle is read back by the second plan (a paid one is answered).
          await settleWithProviders(connection, gateways, next.ask);
          next = await plan(false);
        }
        if ('answer' in next) return attempt(next.answer);
        if (!('totalCents' in next)) throw new Error('providers asked twice about pending attempts');
        const { totalCents } = next;
        // Outside any transaction: a slow provider holds up only this checkout's payment steps.
        const begun = await withProvider(() => gateway.begin(totalCents, CURRENCY, idempotencyKey));
        const { rows } = await connection.query<PaymentRow>(
          `insert into payments (checkout_id, idempotency_key, gateway, amount_cents, currency, provider_reference, client_data)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${PAYMENT_COLUMNS}`,
          [
            checkoutId,
            idempotencyKey,
            gateway.id,
            totalCents,
            CURRENCY,
            begun.reference,
            JSON.stringify(begun.clientData),
          ],
        );
        const row = rows[0];
        if (!row) throw new Error('insert into payments returned nothing');
        return attempt(row);
      });
    },

    async find(checkoutId, paymentId, gatewayId) {
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      const row = await paymentRow(db, checkoutId, paymentId);
      if (gatewayId && row.gateway !== gatewayId) {
        throw new PaymentError(400, [error('payment_id', 'INVALID', 'This payment uses another gateway.')]);
      }
      return attempt(row);
    },

    async verify(checkoutId, paymentId, proof, gatewayId) {
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      const settled = await db.withLock(paymentLockKey(checkoutId), async (connection) => {
        const row = await paymentRow(connection, checkoutId, paymentId);
        if (gatewayId && row.gateway !== gatewayId) {
          throw new PaymentError(400, [error('payment_id', 'INVALID', 'This payment uses another gateway.')]);
        }
        // A settled attempt answers its first result: asking again never charges again.
        if (row.status !== 'pending') return attempt(row);
        const gateway = gatewayById(gateways, row.gateway);
        if (!gateway) throw new Error(`unknown gateway ${row.gateway} on payment ${row.id}`);
        // Outside any transaction; a provider that does not answer leaves the attempt pending.
        const outcome = await withProvider(() =>
          gateway.verify(row.provider_reference ?? '', proof, row.amount_cents, row.currency),
        );
        const message = outcome.status === 'declined' ? outcome.message : null;
        const { rows } = await connection.query<PaymentRow>(
          `update payments set status = $2, message = $3, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`,
          [row.id, outcome.status, message],
        );
        if (!rows[0]) throw new Error(`payment ${row.id} vanished`);
        return attempt(rows[0]);
      });
      if (settled.status === 'declined' || settled.status === 'refunded') {
        throw new PaymentError(
          402,
          [error('payment', 'PAYMENT_ERROR', settled.message ?? 'Payment declined.')],
          settled,
        );
      }
      if (settled.status === 'cancelled') {
        // A message says why it was stopped (the cart changed while it was open: payment-freeze.ts).
        throw new PaymentError(
          409,
          [error('payment', 'PAYMENT_CANCELLED', settled.message ?? 'The payment was cancelled.')],
          settled,
        );
      }
      return settled;
    },

    async complete(checkoutId, userId, receiptToken = null) {
      const { order, tookStock } = await completeCheckout(
        { db, now, gateways },
        checkoutId,
        userId,
        receiptToken,
      );
      if (tookStock) onStockChange();
      return { order, made: tookStock };
    },

    async status(checkoutId) {
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      const { rows } = await db.query<{ status: 'open' | 'completed' }>(
        'select status from checkouts where id = $1',
        [checkoutId],
      );
      const status = rows[0]?.status;
      if (!status) throw checkoutNotFound();
      const newest = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments where checkout_id = $1 order by created_at desc limit 1`,
        [checkoutId],
      );
      const payment = newest.rows[0] ? attempt(newest.rows[0]) : null;
      if (status === 'completed') {
        return { status, current_step: 'complete', payment, order: await orderOfCheckout(db, checkoutId) };
      }
      const state = await loadCheckoutState(db, checkoutId, new Date(now()));
      return { status, current_step: state ? currentStep(state) : 'address', payment, order: null };
    },
  };
}
