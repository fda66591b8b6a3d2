import type { ApiUser } from '../../contracts';
import type { Queryable } from '../../db/database';
import { USER_COLUMNS } from './user.schema';

export interface UserRecord extends ApiUser {
  id: string;
  password_hash: string | null;
}

const SELECT_USER = `select id, password_hash, ${USER_COLUMNS.join(', ')} from users`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} where email = $1`, [normalizeEmail(email)]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
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
