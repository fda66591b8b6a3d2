import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

// Who may see an order's summary. A checkout id is no secret once paid: it is in the thank-you
// page's address, so in browser history and in links people share. The summary is shown to the
// order's signed-in owner, and to the browser that completed it, which proves it with the random
// receipt token it sent with the completion (kept in that tab, never in a URL). A guest's order
// is therefore seen only in the browser that paid; a signed-in user sees only their own.

/** The stored form of a receipt token: its SHA-256 (the token itself is never kept). */
export const hashReceiptToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function sameHash(stored: string, token: string): boolean {
  const given = Buffer.from(hashReceiptToken(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export interface OrderViewer {
  userId: string | null;
  receiptToken: string | null;
}

/** Whether `viewer` may see the order of `checkoutId` (false when there is no order). */
export async function canSeeOrder(db: Queryable, checkoutId: string, viewer: OrderViewer): Promise<boolean> {
  const { rows } = await db.query<{ user_id: string | null; receipt_token_hash: string | null }>(
    'select user_id, receipt_token_hash from orders where checkout_id = $1',
    [checkoutId],
  );
  const order = rows[0];
  if (!order) return false;
  if (viewer.userId !== null && order.user_id === viewer.userId) return true;
  return viewer.receiptToken !== null && order.receipt_token_hash !== null
    ? sameHash(order.receipt_token_hash, viewer.receiptToken)
    : false;
}
