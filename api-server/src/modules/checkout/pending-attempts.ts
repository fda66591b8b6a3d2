import type { Queryable } from '../../db/database';
import { gatewayById, type PaymentGateways } from './payment-gateways';
import { PAYMENT_COLUMNS, withProvider, type PaymentRow } from './payment-rows';

/**
 * Before a new attempt starts, asks the providers about this checkout's attempts still pending
 * here. An answer lost to a time-out can leave an attempt pending that the provider has paid;
 * paying again would charge twice, so such an attempt is recorded as paid and answered instead.
 * A provider that cannot be asked stops the new attempt (503) for the same reason.
 */
export async function settlePendingAttempts(
  tx: Queryable,
  gateways: PaymentGateways,
  checkoutId: string,
  totalCents: number,
): Promise<PaymentRow | null> {
  const { rows } = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where checkout_id = $1 and status = 'pending' order by created_at`,
    [checkoutId],
  );
  let paid: PaymentRow | null = null;
  for (const row of rows) {
    const gateway = gatewayById(gateways, row.gateway);
    // Sandbox attempts and those that never reached a provider have nothing to ask about.
    if (!gateway?.lookup || gateway.sandbox || !row.provider_reference) continue;
    const reference = row.provider_reference;
    const outcome = await withProvider(() => gateway.lookup!(reference, row.amount_cents, row.currency));
    if (!outcome) continue;
    const message = outcome.status === 'declined' ? outcome.message : null;
    const updated = await tx.query<PaymentRow>(
      `update payments set status = $2, message = $3, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`,
      [row.id, outcome.status, message],
    );
    const settled = updated.rows[0];
    if (settled?.status === 'succeeded' && settled.amount_cents === totalCents) paid = settled;
  }
  return paid;
}
