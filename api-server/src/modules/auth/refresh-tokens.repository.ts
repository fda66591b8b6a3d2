import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashJti, type TokenClaims } from './tokens';

/** Records a newly issued refresh token; a login starts a new family, a refresh continues one. */
export async function storeRefreshToken(db: Queryable, claims: TokenClaims, familyId: string = randomUUID()) {
  await db.query(
    'insert into refresh_tokens (user_id, family_id, jti_hash, expires_at) values ($1, $2, $3, $4)',
    [claims.sub, familyId, hashJti(claims.jti), new Date(claims.exp * 1000)],
  );
}

export type ConsumeResult =
  | { outcome: 'consumed'; userId: string; familyId: string }
  | { outcome: 'spent'; userId: string; familyId: string; revokedAt: Date }
  | { outcome: 'unknown' };

/**
 * Revokes a live refresh token in one statement, so two requests racing with the same token
 * cannot both win. A token that exists but was already revoked is reported as spent, with the
 * time it was revoked; the caller decides whether that is a replay. Times come from the caller's
 * clock, the one the token lifetimes use.
 */
export async function consumeRefreshToken(db: Queryable, jti: string, now: Date): Promise<ConsumeResult> {
  const jtiHash = hashJti(jti);
  const consumed = await db.query<{ user_id: string; family_id: string }>(
    `update refresh_tokens set revoked_at = $2
      where jti_hash = $1 and revoked_at is null and expires_at > $2
      returning user_id, family_id`,
    [jtiHash, now],
  );
  const live = consumed.rows[0];
  if (live) return { outcome: 'consumed', userId: live.user_id, familyId: live.family_id };

  const revoked = await db.query<{ user_id: string; family_id: string; revoked_at: Date | string }>(
    'select user_id, family_id, revoked_at from refresh_tokens where jti_hash = $1 and revoked_at is not null',
    [jtiHash],
  );
  const spent = revoked.rows[0];
  if (!spent) return { outcome: 'unknown' };
  return {
    outcome: 'spent',
    userId: spent.user_id,
    familyId: spent.family_id,
    // pg and PGlite both give a Date for timestamptz; a string is parsed all the same.
    revokedAt: new Date(spent.revoked_at),
  };
}

/** Ends every session descended from one login. */
export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null', [
    familyId,
    now,
  ]);
}
