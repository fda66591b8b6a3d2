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
  | { outcome: 'reused'; userId: string; familyId: string }
  | { outcome: 'unknown' };

/**
 * Revokes a live refresh token in one statement, so two requests racing with the same token
 * cannot both win. A token that exists but was already revoked is a replay.
 */
export async function consumeRefreshToken(db: Queryable, jti: string): Promise<ConsumeResult> {
  const jtiHash = hashJti(jti);
  const consumed = await db.query<{ user_id: string; family_id: string }>(
    `update refresh_tokens set revoked_at = now()
      where jti_hash = $1 and revoked_at is null and expires_at > now()
      returning user_id, family_id`,
    [jtiHash],
  );
  const live = consumed.rows[0];
  if (live) return { outcome: 'consumed', userId: live.user_id, familyId: live.family_id };

  const revoked = await db.query<{ user_id: string; family_id: string }>(
    'select user_id, family_id from refresh_tokens where jti_hash = $1 and revoked_at is not null',
    [jtiHash],
  );
  const replayed = revoked.rows[0];
  if (replayed) return { outcome: 'reused', userId: replayed.user_id, familyId: replayed.family_id };
  return { outcome: 'unknown' };
}

/** Ends every session descended from one login. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [
    familyId,
  ]);
}
