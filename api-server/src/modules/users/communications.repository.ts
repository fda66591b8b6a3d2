import type { Queryable } from '../../db/database';

/** An address's marketing-mail choice, and the hash its links name it by. */
export interface PreferenceRow {
  email: string;
  i_hash: string;
  subscribed: boolean;
}

const COLUMNS = 'email, i_hash, subscribed';

/** Adds the row of an address unless it has one (the existing choice stays). */
export async function insertPreferencesIfMissing(db: Queryable, row: PreferenceRow): Promise<void> {
  await db.query(
    `insert into communication_preferences (${COLUMNS}) values ($1, $2, $3)
     on conflict (email) do nothing`,
    [row.email, row.i_hash, row.subscribed],
  );
}

export async function findPreferencesByEmail(db: Queryable, email: string): Promise<PreferenceRow | null> {
  const { rows } = await db.query<PreferenceRow>(
    `select ${COLUMNS} from communication_preferences where email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findPreferencesByHash(db: Queryable, hash: string): Promise<PreferenceRow | null> {
  const { rows } = await db.query<PreferenceRow>(
    `select ${COLUMNS} from communication_preferences where i_hash = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

/** Saves the choice of the address a link names; null when no address has that hash. */
export async function setSubscribedByHash(
  db: Queryable,
  hash: string,
  subscribed: boolean,
): Promise<PreferenceRow | null> {
  const { rows } = await db.query<PreferenceRow>(
    `update communication_preferences set subscribed = $2, updated_at = now()
      where i_hash = $1 returning ${COLUMNS}`,
    [hash, subscribed],
  );
  return rows[0] ?? null;
}
