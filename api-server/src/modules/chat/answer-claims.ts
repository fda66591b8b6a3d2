import type { Queryable } from '../../db/database';

/**
 * Takes the right to answer a user message for `leaseMs`: true for one caller among all the
 * servers of the database, until the lease lapses or is given back. False when another holds it,
 * or when the message has its reply already. The database, not a server's memory, decides, so a
 * message resent through another server never starts a second AI generation (ADR 0120).
 */
export async function claimAnswer(db: Queryable, messageId: number, leaseMs: number): Promise<boolean> {
  const { rows } = await db.query(
    `update chat_messages m set answer_claimed_until = now() + make_interval(secs => $2::double precision / 1000)
      where m.id = $1 and not m.is_ai
        and (m.answer_claimed_until is null or m.answer_claimed_until < now())
        and not exists (select 1 from chat_messages r where r.reply_to = m.id)
      returning m.id`,
    [messageId, leaseMs],
  );
  return rows.length > 0;
}

/** Gives the lease back after a failed answer, so that a resend is answered at once. */
export async function releaseAnswer(db: Queryable, messageId: number): Promise<void> {
  await db.query('update chat_messages set answer_claimed_until = null where id = $1', [messageId]);
}
