import { createHmac } from 'node:crypto';
import type { Queryable } from '../../db/database';
import {
  findPreferencesByEmail,
  insertPreferencesIfMissing,
  type PreferenceRow,
} from './communications.repository';
import { normalizeEmail } from './users.repository';

/** The `i_hash` of an address: an HMAC of it, so a link names one address and cannot be forged. */
export function communicationsHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`communications:${normalizeEmail(email)}`)
    .digest('base64url');
}

/**
 * Creates the row of an address when it has none and returns it. An account's address takes
 * marketing mail by default; one typed into the subscription popup (`subscribed: false`) waits
 * for its owner's yes.
 */
export async function ensurePreferences(
  db: Queryable,
  secret: string,
  email: string,
  { subscribed = true }: { subscribed?: boolean } = {},
): Promise<PreferenceRow> {
  const address = normalizeEmail(email);
  await insertPreferencesIfMissing(db, {
    email: address,
    i_hash: communicationsHash(secret, address),
    subscribed,
  });
  const row = await findPreferencesByEmail(db, address);
  if (!row) throw new Error('communication preferences missing after insert');
  return row;
}
