import type { CheckoutError, PaymentAttempt, PaymentGatewayId, PaymentStatus } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { checkoutNotFound, isUuid } from '../cart/cart.repository';
import { gatewayById, ProviderUnavailable, type PaymentGateways } from './payment-gateways';

// Payment attempts as stored, and the refusals of the payment calls.

export interface PaymentRow {
  id: string;
  checkout_id: string;
  gateway: string;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  message: string | null;
  provider_reference: string | null;
  client_data: Record<string, string> | null;
}

export const PAYMENT_COLUMNS =
  'id, checkout_id, gateway, amount_cents, currency, status, message, provider_reference, client_data';

/** A refused payment step: status and Saleor-style errors. */
export class PaymentError extends Error {
  constructor(
    readonly status: 400 | 402 | 404 | 409 | 503,
    readonly errors: CheckoutError[],
    readonly payment: PaymentAttempt | null = null,
  ) {
    super(errors[0]?.message ?? 'The payment did not go through.');
  }
}

/** Said when a provider did not answer: the attempt stays pending, so Pay again is safe. */
export const PROVIDER_UNAVAILABLE =
  'The payment provider is not answering right now. You have not been charged twice; please press Pay again in a moment.';

/** Runs a provider call; when the provider could not be asked, a 503 refusal the shopper can retry. */
export async function withProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    const refusal = new PaymentError(503, [checkoutError('payment', 'PAYMENT_ERROR', PROVIDER_UNAVAILABLE)]);
    refusal.cause = error;
    throw refusal;
  }
}

export const checkoutError = (field: string | null, code: string, message: string): CheckoutError => ({
  field,
  code,
  message,
});

export function toAttempt(row: PaymentRow, gateways: PaymentGateways): PaymentAttempt {
  const gateway = gatewayById(gateways, row.gateway);
  const reference = row.provider_reference;
  // Rows from before client_data was stored carry what the sandboxes gave: the reference.
  const derived: Record<string, string> = reference
    ? { order_id: reference, client_secret: `${reference}_secret_sandbox` }
    : {};
  return {
    id: row.id,
    gateway: row.gateway as PaymentGatewayId,
    status: row.status,
    amount: { amount: row.amount_cents / 100, currency: row.currency },
    message: row.message,
    sandbox: gateway?.sandbox ?? true,
    client_data: row.client_data ?? derived,
  };
}

/** Locks the checkout `id` whatever its status; 404 when there is none. */
export async function lockAnyCheckout(
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

/**
 * The lock every payment step of one checkout holds (Database.withLock): its provider calls run
 * one at a time, outside any transaction, so two Pay clicks never both ask a provider to charge.
 */
export const paymentLockKey = (checkoutId: string) => `checkout-payments:${checkoutId}`;

export async function paymentRow(tx: Queryable, checkoutId: string, paymentId: string): Promise<PaymentRow> {
  const found = isUuid(paymentId)
    ? await tx.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments where id = $1 and checkout_id = $2`,
        [paymentId, checkoutId],
      )
    : { rows: [] };
  const row = found.rows[0];
  if (!row) throw new PaymentError(404, [checkoutError('payment_id', 'NOT_FOUND', 'Payment not found.')]);
  return row;
}

/** The checkout's settled payment for `totalCents`, if it was paid (the newest). */
export async function paidAttempt(
  tx: Queryable,
  checkoutId: string,
  totalCents: number,
): Promise<PaymentRow | null> {
  const { rows } = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments
      where checkout_id = $1 and status = 'succeeded' and amount_cents = $2 order by created_at desc limit 1`,
    [checkoutId, totalCents],
  );
  return rows[0] ?? null;
}
