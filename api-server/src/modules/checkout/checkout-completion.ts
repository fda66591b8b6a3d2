import type { OrderDetails as Order } from 'shared-contracts';
import type { CheckoutError } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { checkoutNotFound } from '../cart/cart.repository';
import { CURRENCY } from '../shop/catalogue.repository';
import { loadCheckoutState } from './checkout-state';
import { stockShortages } from './checkout-stock';
import { hashReceiptToken } from './order-receipts';
import { orderOfCheckout } from './orders.repository';
import { gatewayById, type PaymentGateways } from './payment-gateways';
import {
  checkoutError,
  lockAnyCheckout,
  paidAttempt,
  PaymentError,
  PAYMENT_COLUMNS,
  paymentLockKey,
  type PaymentRow,
  withProvider,
} from './payment-rows';
import { shippingMethodById } from './shipping-methods';

// Completion of a paid checkout into an order. The checkout row is locked first, so a second (or
// concurrent) completion waits and then finds the order the first made; stock is taken in the
// same transaction as the order. A paid checkout whose stock ran out is refunded, never kept.

export interface CompletionDeps {
  db: Database;
  now: () => number;
  gateways: PaymentGateways;
}

/** Why a payment for another total than the checkout's is refunded instead of completing. */
const TOTAL_CHANGED = checkoutError(
  'id',
  'CHECKOUT_TOTAL_CHANGED',
  'Your order total changed after you paid, so the order was not placed.',
);

async function succeededAttempt(tx: Queryable, checkoutId: string): Promise<PaymentRow | null> {
  const { rows } = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where checkout_id = $1 and status = 'succeeded'
      order by created_at desc limit 1`,
    [checkoutId],
  );
  return rows[0] ?? null;
}

/**
 * A payment that cannot make the order (the stock ran out after it, or it was for another total):
 * the transaction is rolled back, then the payment refunded.
 */
class UnusablePayment extends Error {
  constructor(
    readonly payment: PaymentRow,
    readonly shortages: CheckoutError[],
  ) {
    super('paid, but the payment cannot make the order');
  }
}

/** Gives `payment` back through its gateway, once, and marks it refunded with `reason`. */
async function refundPayment(deps: CompletionDeps, payment: PaymentRow, reason: string): Promise<void> {
  // The provider is called outside any transaction, holding the checkout's payment lock.
  await deps.db.withLock(paymentLockKey(payment.checkout_id), async (connection) => {
    const { rows } = await connection.query<PaymentRow>(
      `select ${PAYMENT_COLUMNS} from payments where id = $1`,
      [payment.id],
    );
    const row = rows[0];
    // A concurrent completion may have refunded it already: give the money back once.
    if (!row || row.status !== 'succeeded') return;
    const gateway = gatewayById(deps.gateways, row.gateway);
    if (!gateway) throw new Error(`unknown gateway ${row.gateway} on payment ${row.id}`);
    await withProvider(() => gateway.refund(row.provider_reference ?? '', row.amount_cents));
    await connection.query(
      "update payments set status = 'refunded', message = $2, updated_at = now() where id = $1",
      [row.id, reason],
    );
  });
}

async function refund(deps: CompletionDeps, payment: PaymentRow, shortages: CheckoutError[]): Promise<never> {
  await refundPayment(deps, payment, shortages[0]?.message ?? 'Out of stock.');
  throw new PaymentError(
    409,
    shortages.map((shortage) => ({
      ...shortage,
      message: `${shortage.message} Your payment was refunded.`,
    })),
  );
}

/**
 * One order, one capture: any other payment of the checkout that succeeded (for a total it no
 * longer has) is given back once the order is made with the one that pays for it.
 */
async function refundOtherPayments(deps: CompletionDeps, checkoutId: string): Promise<void> {
  const { rows } = await deps.db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.checkout_id = $1 and p.status = 'succeeded'
      and exists (select 1 from orders o where o.checkout_id = $1 and o.payment_id <> p.id)`,
    [checkoutId],
  );
  for (const row of rows) {
    try {
      await refundPayment(deps, row, 'Refunded: the order was paid by another payment.');
    } catch (error) {
      // The order stands; a provider that did not answer is asked again by the next completion
      // call (a retry, a reload of the thank-you step).
      if (!(error instanceof PaymentError && error.status === 503)) throw error;
    }
  }
}

/** Completes the checkout by id; again (a retry, a second tab, a reload) it answers the same order. */
export async function completeCheckout(
  deps: CompletionDeps,
  checkoutId: string,
  userId: string | null,
  receiptToken: string | null = null,
): Promise<{ order: Order; tookStock: boolean }> {
  let tookStock = false;
  try {
    const order = await deps.db.transaction(async (tx) => {
      const checkout = await lockAnyCheckout(tx, checkoutId);
      if (checkout.status === 'completed') {
        const made = await orderOfCheckout(tx, checkoutId);
        if (made) return made;
        throw checkoutNotFound();
      }
      const state = await loadCheckoutState(tx, checkoutId, new Date(deps.now()));
      if (!state) throw checkoutNotFound();
      const lines = state.checkout.lines;
      if (lines.length === 0) {
        throw new PaymentError(400, [checkoutError('lines', 'INVALID', 'Your cart is empty.')]);
      }
      const method = state.shippingMethodId ? shippingMethodById(state.shippingMethodId) : null;
      if (!state.address || !method) {
        throw new PaymentError(400, [
          checkoutError('shipment_type', 'SHIPPING_METHOD_NOT_SET', 'Shipping method is required!'),
        ]);
      }
      // Paid for the server's total as it is now; a client's figure is never consulted.
      const payment = await paidAttempt(tx, checkoutId, state.totals.totalCents);
      // Paid, but for another total (a price or a code's end date moved since): that payment can
      // never make this order, so it is given back rather than kept beside a second one.
      const stale = payment ? null : await succeededAttempt(tx, checkoutId);
      if (stale) throw new UnusablePayment(stale, [TOTAL_CHANGED]);
      if (!payment) {
        throw new PaymentError(402, [
          checkoutError(null, 'CHECKOUT_NOT_FULLY_PAID', 'The checkout is not fully paid.'),
        ]);
      }
      const shortages = await stockShortages(tx, lines, null);
      if (shortages.length > 0) throw new UnusablePayment(payment, shortages);
      for (const line of lines) {
        await tx.query('update shop_variants set stock = stock - $2 where id = $1', [
          line.variant.id,
          line.quantity,
        ]);
      }
      const storedLines = lines.map((line) => ({
        variant_id: line.variant.id,
        product_name: line.variant.product.name,
        variant_name: line.variant.name,
        quantity: line.quantity,
        unit_price_cents: Math.round(line.variant.pricing.price.net.amount * 100),
      }));
      // A guest's checkout stays a guest's order (in nobody's history) unless the shopper was
      // signed in when completing it.
      const owner = state.userId ?? userId;
      await tx.query(
        `insert into orders (checkout_id, user_id, email, payment_id, gateway, lines, shipping_address,
           shipping_method, voucher_code, currency, subtotal_cents, shipping_cents, discount_cents, total_cents,
           receipt_token_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          checkoutId,
          owner,
          state.address.email,
          payment.id,
          payment.gateway,
          JSON.stringify(storedLines),
          JSON.stringify(state.address),
          JSON.stringify({ id: method.id, name: method.name }),
          state.voucherCode,
          CURRENCY,
          state.totals.subtotalCents,
          state.totals.shippingCents,
          state.totals.discountCents,
          state.totals.totalCents,
          receiptToken === null ? null : hashReceiptToken(receiptToken),
        ],
      );
      await tx.query(
        "update checkouts set status = 'completed', user_id = $2, updated_at = now() where id = $1",
        [checkoutId, owner],
      );
      tookStock = true;
      const made = await orderOfCheckout(tx, checkoutId);
      if (!made) throw new Error(`order of checkout ${checkoutId} vanished`);
      return made;
    });
    await refundOtherPayments(deps, checkoutId);
    return { order, tookStock };
  } catch (error) {
    if (error instanceof UnusablePayment) return refund(deps, error.payment, error.shortages);
    throw error;
  }
}
