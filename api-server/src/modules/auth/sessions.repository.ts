import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

// Session ids are uuids; anything else (a token from elsewhere) names no session, and passing it
// to a uuid column would fail the query instead of finding nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
}

/** Starts a session (one login) that ends at `expiresAt` at the latest. */
export async function createSession(db: Queryable, userId: string, expiresAt: Date): Promise<SessionRow> {
  const id = randomUUID();
  await db.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
    id,
    userId,
    expiresAt,
  ]);
  return { id, userId, expiresAt };
}

/** The session if it is neither revoked nor past its absolute end. */
export async function findLiveSession(db: Queryable, id: string, now: Date): Promise<SessionRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<{ id: string; user_id: string; expires_at: Date | string }>(
    `select id, user_id, expires_at from sessions
      where id = $1 and revoked_at is null and expires_at > $2`,
    [id, now],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
}

/** Ends one session: its refresh tokens are revoked and its access tokens refused from now on. */
export async function revokeSession(db: Queryable, id: string, now: Date): Promise<void> {
  if (!UUID.test(id)) return;
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now]);
  await db.query('update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null', [
    id,
    now,
  ]);
}

/** Ends every session of a user except `keep` (the one that changed the password). Returns how many. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  now: Date,
  keep: string | null = null,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update sessions set revoked_at = $2
      where user_id = $1 and revoked_at is null and ($3::text is null or id::text <> $3)
      returning id`,
    [userId, now, keep],
  );
  await db.query(
    `update refresh_tokens set revoked_at = $2
      where user_id = $1 and revoked_at is null and ($3::text is null or family_id::text <> $3)`,
    [userId, now, keep],
  );
  return rows.length;
}

/**
 * Deletes refresh tokens and sessions that can never be used again: expired ones, and those
 * revoked long enough ago that a replay no longer needs recognising.
 */
export async function purgeExpired(db: Queryable, now: Date): Promise<{ tokens: number; sessions: number }> {
  const tokens = await db.query('delete from refresh_tokens where expires_at <= $1 returning id', [now]);
  const sessions = await db.query(
    `delete from sessions s where s.expires_at <= $1
        and not exists (select 1 from refresh_tokens t where t.family_id = s.id)
      returning id`,
    [now],
  );
  return { tokens: tokens.rows.length, sessions: sessions.rows.length };
}
