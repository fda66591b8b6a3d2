import type { Queryable } from '../../db/database';

/** A mail the dev mailbox kept. */
export interface DevMailboxRow {
  to_email: string;
  subject: string;
  text: string;
  code: string | null;
  sent_at: Date | string;
}

/** The newest mails sent to an address (already normalised), newest first. */
export async function newestMailsTo(db: Queryable, email: string, limit: number): Promise<DevMailboxRow[]> {
  const { rows } = await db.query<DevMailboxRow>(
    `select to_email, subject, text, code, sent_at from dev_mailbox
      where to_email = $1 order by id desc limit $2`,
    [email, limit],
  );
  return rows;
}
