import type { Queryable } from '../../db/database';
import { gatewayById, type PaymentGateways } from './payment-gateways';
import { PAYMENT_COLUMNS, withProvider, type PaymentRow } from './payment-rows';

// Before a new attempt starts, the providers are asked about this checkout's attempts still
// pending here. An answer lost to a time-out can leave an attempt pending that the provider has
// paid; paying again would charge twice, so such an attempt is recorded as paid and answered
// instead. A provider that cannot be asked stops the new attempt (503) for the same reason.

/** The checkout's pending attempts a provider can tell about: real ones that reached it. */
export async function attemptsToAsk(
  tx: Queryable,
  gateways: PaymentGateways,
  checkoutId: string,
): Promise<PaymentRow[]> {
  const { rows } = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where checkout_id = $1 and status = 'pending' order by created_at`,
    [checkoutId],
  );
  // Sandbox attempts and those that never reached a provider have nothing to ask about.
  return rows.filter((row) => {
    const gateway = gatewayById(gateways, row.gateway);
    return Boolean(gateway?.lookup && !gateway.sandbox && row.provider_reference);
  });
}

/**
 * Asks the providers about `rows` and records the outcomes they settled. Called outside any
 * transaction, holding the checkout's payment lock (paymentLockKey), so no request waits on the
 * database while a provider answers.
 */
export async function settleWithProviders(
  db: Queryable,
  gateways: PaymentGateways,
  rows: PaymentRow[],
): Promise<void> {
  for (const row of rows) {
    const gateway = gatewayById(gateways, row.gateway);
    const reference = row.provider_reference;
    if (!gateway?.lookup || !reference) continue;
    const lookup = gateway.lookup.bind(gateway);
    const outcome = await withProvider(() => lookup(reference, row.amount_cents, row.currency));
    if (!outcome) continue;
    const message = outcome.status === 'declined' ? outcome.message : null;
    await db.query(
      "update payments set status = $2, message = $3, updated_at = now() where id = $1 and status = 'pending'",
      [row.id, outcome.status, message],
    );
  }
}
