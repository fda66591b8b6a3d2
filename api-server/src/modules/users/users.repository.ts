import type { ApiUser } from '../../contracts';
import type { Queryable } from '../../db/database';
import { USER_COLUMNS } from './user.schema';

export interface UserRecord extends ApiUser {
  id: string;
  password_hash: string | null;
}

const SELECT_USER = `select id, password_hash, ${USER_COLUMNS.join(', ')} from users`;
// The form gen_random_uuid() gives ids in. Anything else cannot be a user's id, and passing it to
// a uuid column would fail the query with a 500 instead of finding no one.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where email = $1`, [normalizeEmail(email)]);
  return rows[0] ?? null;
}

/** Null for an id no user can have, such as the `sub` of a token this server never issued. */
export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  if (!USER_ID.test(id)) return null;
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Emails are kept lower-case (see migration 0001), so look them up the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the API shows it: SPEC fields and role only, never the id or the password hash. */
export function toPublicUser(record: UserRecord): ApiUser {
  return Object.fromEntries(
    USER_COLUMNS.map((column) => [column, record[column] ?? null]),
  ) as unknown as ApiUser;
}
