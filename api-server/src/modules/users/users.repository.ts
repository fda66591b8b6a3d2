import { NULLABLE_USER_FIELDS, type ApiUser } from '../../contracts';
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

/**
 * The user as the API shows it: docs/product.md §3 fields and role only, never the id or the
 * password hash.
 */
export function toPublicUser(record: UserRecord): ApiUser {
  return Object.fromEntries(
    USER_COLUMNS.map((column) => [column, record[column] ?? null]),
  ) as unknown as ApiUser;
}

/**
 * The profile fields a user may change themselves: every docs/product.md §3 field but email and is_verified,
 * the same list the front end fills with null (shared-contracts owns it).
 */
export const EDITABLE_USER_FIELDS = NULLABLE_USER_FIELDS;

export type EditableUserField = (typeof EDITABLE_USER_FIELDS)[number];
export type UserChanges = Partial<Record<EditableUserField, string | number | null>>;

export interface NewUser {
  email: string;
  password_hash: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone_number?: string | null;
  is_verified?: boolean;
}

/** Creates a user; null when the email is taken (checked by the unique index, so races are safe). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone_number, is_verified)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (email) do nothing
     returning id`,
    [
      normalizeEmail(user.email),
      user.password_hash,
      user.first_name ?? null,
      user.last_name ?? null,
      user.phone_number ?? null,
      user.is_verified ?? false,
    ],
  );
  const id = rows[0]?.id;
  return id ? findUserById(db, id) : null;
}

/** Applies the given profile fields (only those named in EDITABLE_USER_FIELDS) and returns the user. */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRecord | null> {
  const fields = EDITABLE_USER_FIELDS.filter((field) => changes[field] !== undefined);
  if (fields.length > 0) {
    const assignments = fields.map((field, index) => `${field} = $${index + 2}`).join(', ');
    await db.query(`update users set ${assignments} where id = $1`, [id, ...fields.map((f) => changes[f])]);
  }
  return findUserById(db, id);
}

export async function setPasswordHash(db: Queryable, id: string, hash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [id, hash]);
}

/** Marks the email verified; true when this was its first verification. */
export async function markVerified(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'update users set is_verified = true where id = $1 and not is_verified returning id',
    [id],
  );
  return rows.length > 0;
}

/** Removes the password: the account then signs in by emailed code or Google until one is set. */
export async function clearPasswordHash(db: Queryable, id: string): Promise<void> {
  await db.query('update users set password_hash = null where id = $1', [id]);
}
