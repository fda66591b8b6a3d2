import type {
  CheckoutError,
  OrderDetails as Order,
  PaymentAttempt,
  PaymentGatewayId,
  PaymentStatus,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { checkoutNotFound, isUuid } from '../cart/cart.repository';
import { CURRENCY } from '../shop/catalogue.repository';
import { currentStep, loadCheckoutState } from './checkout-state';
import { orderOfCheckout } from './orders.repository';
import { gatewayById } from './payment-gateways';
import { shippingMethodById } from './shipping-methods';

// Payment attempts and the completion of a checkout into an order. Nothing is charged twice:
// an attempt is found again by its idempotency key, a settled attempt answers its first result,
// and completion locks the checkout so a second (or concurrent) completion finds the same order.

interface PaymentRow {
  id: string;
  checkout_id: string;
  gateway: string;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  message: string | null;
  provider_reference: string | null;
}

const PAYMENT_COLUMNS =
  'id, checkout_id, gateway, amount_cents, currency, status, message, provider_reference';

/** A refused payment step: status and Saleor-style errors. */
export class PaymentError extends Error {
  constructor(
    readonly status: 400 | 402 | 404 | 409,
    readonly errors: CheckoutError[],
    readonly payment: PaymentAttempt | null = null,
  ) {
    super(errors[0]?.message ?? 'The payment did not go through.');
  }
}

function toAttempt(row: PaymentRow): PaymentAttempt {
  const gateway = gatewayById(row.gateway);
  return {
    id: row.id,
    gateway: row.gateway as PaymentGatewayId,
    status: row.status,
    amount: { amount: row.amount_cents / 100, currency: row.currency },
    message: row.message,
    sandbox: gateway?.sandbox ?? true,
    client_data: row.provider_reference
      ? { order_id: row.provider_reference, client_secret: `${row.provider_reference}_secret_sandbox` }
      : {},
  };
}

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
  complete(checkoutId: string, userId: string | null): Promise<Order>;
  status(checkoutId: string): Promise<CheckoutStatus>;
}

const error = (field: string | null, code: string, message: string): CheckoutError => ({
  field,
  code,
  message,
});

async function lockAnyCheckout(
  tx: Queryable,
  id: string,
): Promise<{ status: string; user_id: string | null }> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { rows } = await tx.query<{ status: string; user_id: string | null }>(
    'select status, user_id from checkouts where id = $1 for update',
    [id],
  );
  if (!rows[0]) throw checkoutNotFound();
  return rows[0];
}

async function paymentRow(
  tx: Queryable,
  checkoutId: string,
  paymentId: string,
  lock: boolean,
): Promise<PaymentRow> {
  const found = isUuid(paymentId)
    ? await tx.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments where id = $1 and checkout_id = $2${lock ? ' for update' : ''}`,
        [paymentId, checkoutId],
      )
    : { rows: [] };
  const row = found.rows[0];
  if (!row) throw new PaymentError(404, [error('payment_id', 'NOT_FOUND', 'Payment not found.')]);
  return row;
}

/**
 * `onStockChange` runs after a completion took stock (the catalogue's cached answers show stock).
 */
export function createPaymentService(
  db: Database,
  now: () => number,
  onStockChange: () => void,
): PaymentService {
  return {
    async create(checkoutId, gatewayId, idempotencyKey) {
      const gateway = gatewayById(gatewayId);
      if (!gateway) throw new PaymentError(400, [error('gateway', 'INVALID', 'Select a payment method.')]);
      return db.transaction(async (tx) => {
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
          return toAttempt(earlier.rows[0]);
        }
        if (checkout.status !== 'open') throw checkoutNotFound();
        const state = await loadCheckoutState(tx, checkoutId, new Date(now()));
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
        const begun = gateway.begin(state.totals.totalCents, CURRENCY);
        const { rows } = await tx.query<PaymentRow>(
          `insert into payments (checkout_id, idempotency_key, gateway, amount_cents, currency, provider_reference)
           values ($1, $2, $3, $4, $5, $6) returning ${PAYMENT_COLUMNS}`,
          [checkoutId, idempotencyKey, gateway.id, state.totals.totalCents, CURRENCY, begun.reference],
        );
        const row = rows[0];
        if (!row) throw new Error('insert into payments returned nothing');
        return toAttempt(row);
      });
    },

    async find(checkoutId, paymentId, gatewayId) {
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      const row = await paymentRow(db, checkoutId, paymentId, false);
      if (gatewayId && row.gateway !== gatewayId) {
        throw new PaymentError(400, [error('payment_id', 'INVALID', 'This payment uses another gateway.')]);
      }
      return toAttempt(row);
    },

    async verify(checkoutId, paymentId, proof, gatewayId) {
      if (!isUuid(checkoutId)) throw checkoutNotFound();
      const attempt = await db.transaction(async (tx) => {
        const row = await paymentRow(tx, checkoutId, paymentId, true);
        if (gatewayId && row.gateway !== gatewayId) {
          throw new PaymentError(400, [error('payment_id', 'INVALID', 'This payment uses another gateway.')]);
        }
        // A settled attempt answers its first result: asking again never charges again.
        if (row.status !== 'pending') return toAttempt(row);
        const gateway = gatewayById(row.gateway);
        if (!gateway) throw new Error(`unknown gateway ${row.gateway} on payment ${row.id}`);
        const outcome = gateway.verify(row.provider_reference ?? '', proof);
        const message = outcome.status === 'declined' ? outcome.message : null;
        const { rows } = await tx.query<PaymentRow>(
          `update payments set status = $2, message = $3, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`,
          [row.id, outcome.status, message],
        );
        if (!rows[0]) throw new Error(`payment ${row.id} vanished`);
        return toAttempt(rows[0]);
      });
      if (attempt.status === 'declined') {
        throw new PaymentError(
          402,
          [error('payment', 'PAYMENT_ERROR', attempt.message ?? 'Payment declined.')],
          attempt,
        );
      }
      if (attempt.status === 'cancelled') {
        throw new PaymentError(
          409,
          [error('payment', 'PAYMENT_CANCELLED', 'The payment was cancelled.')],
          attempt,
        );
      }
      return attempt;
    },

    complete: (checkoutId, userId) => {
      let tookStock = false;
      const done = db.transaction(async (tx) => {
        const checkout = await lockAnyCheckout(tx, checkoutId);
        if (checkout.status === 'completed') {
          const order = await orderOfCheckout(tx, checkoutId);
          if (order) return order;
          throw checkoutNotFound();
        }
        const state = await loadCheckoutState(tx, checkoutId, new Date(now()));
        if (!state) throw checkoutNotFound();
        const lines = state.checkout.lines;
        if (lines.length === 0)
          throw new PaymentError(400, [error('lines', 'INVALID', 'Your cart is empty.')]);
        const method = state.shippingMethodId ? shippingMethodById(state.shippingMethodId) : null;
        if (!state.address || !method) {
          throw new PaymentError(400, [
            error('shipment_type', 'SHIPPING_METHOD_NOT_SET', 'Shipping method is required!'),
          ]);
        }
        const paid = await tx.query<PaymentRow>(
          `select ${PAYMENT_COLUMNS} from payments
            where checkout_id = $1 and status = 'succeeded' and amount_cents = $2 order by created_at desc limit 1`,
          [checkoutId, state.totals.totalCents],
        );
        const payment = paid.rows[0];
        if (!payment) {
          throw new PaymentError(402, [
            error(null, 'CHECKOUT_NOT_FULLY_PAID', 'The checkout is not fully paid.'),
          ]);
        }
        // Stock is taken in this transaction; variants are locked in id order (no deadlock).
        const ids = [...new Set(lines.map((line) => line.variant.id))].sort();
        const stock = await tx.query<{ id: string; stock: number }>(
          'select id, stock from shop_variants where id = any($1) order by id for update',
          [ids],
        );
        const onHand = new Map(stock.rows.map((row) => [row.id, row.stock]));
        for (const line of lines) {
          if ((onHand.get(line.variant.id) ?? 0) < line.quantity) {
            throw new PaymentError(409, [
              {
                field: 'quantity',
                code: 'INSUFFICIENT_STOCK',
                message: `${line.variant.product.name} (${line.variant.name}) is out of stock.`,
                variant_id: line.variant.id,
                quantity_available: onHand.get(line.variant.id) ?? 0,
              },
            ]);
          }
        }
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
        const owner = state.userId ?? userId;
        await tx.query(
          `insert into orders (checkout_id, user_id, email, payment_id, gateway, lines, shipping_address,
             shipping_method, voucher_code, currency, subtotal_cents, shipping_cents, discount_cents, total_cents)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
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
          ],
        );
        await tx.query(
          "update checkouts set status = 'completed', user_id = $2, updated_at = now() where id = $1",
          [checkoutId, owner],
        );
        tookStock = true;
        const order = await orderOfCheckout(tx, checkoutId);
        if (!order) throw new Error(`order of checkout ${checkoutId} vanished`);
        return order;
      });
      return done.then((order) => {
        if (tookStock) onStockChange();
        return order;
      });
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
      const payment = newest.rows[0] ? toAttempt(newest.rows[0]) : null;
      if (status === 'completed') {
        return { status, current_step: 'complete', payment, order: await orderOfCheckout(db, checkoutId) };
      }
      const state = await loadCheckoutState(db, checkoutId, new Date(now()));
      return { status, current_step: state ? currentStep(state) : 'address', payment, order: null };
    },
  };
}
