import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** `login` verifies an email or signs in (send-otp, verify-otp); `reset` sets a new password. */
export type CodePurpose = 'login' | 'reset';

/** A code lives 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** After this many wrong tries the code is dead and a new one must be requested. */
export const MAX_WRONG_TRIES = 5;

/**
 * What checking a code found. `invalid` covers a wrong code, an expired or used one and an
 * unknown email alike, so the answer does not tell which emails have accounts.
 */
export type CodeCheck = 'ok' | 'invalid' | 'too_many_tries';

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/**
 * Stores a new code for the user and purpose; any earlier live code of that purpose stops working.
 * `confirmsSignUp`: a login code that confirms a sign-up, so spending it keeps the password that
 * was chosen with it (see {@link CheckResult}).
 */
export async function issueCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  { confirmsSignUp = false }: { confirmsSignUp?: boolean } = {},
): Promise<string> {
  const code = generateCode();
  await db.query(
    'update one_time_codes set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null',
    [userId, purpose, now],
  );
  await db.query(
    `insert into one_time_codes (user_id, purpose, code_hash, expires_at, confirms_sign_up)
     values ($1, $2, $3, $4, $5)`,
    [userId, purpose, hashCode(userId, code), new Date(now.getTime() + CODE_TTL_MS), confirmsSignUp],
  );
  return code;
}

export interface CheckOptions {
  /** Spend the code (single use). Otherwise it is only marked verified, for a later step. */
  consume: boolean;
  /** Accept the code only if an earlier check verified it (reset-password after verify). */
  mustBeVerified?: boolean;
}

/** What checking found, and for a good code whether it was mailed to confirm a sign-up. */
export interface CheckResult {
  outcome: CodeCheck;
  confirmsSignUp: boolean;
}

/**
 * Checks the user's live code of `purpose`. A wrong code counts against it; the fifth wrong one
 * kills it. Run inside a transaction: the row is locked so two guesses cannot race.
 */
export async function checkCode(
  tx: Queryable,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  { consume, mustBeVerified = false }: CheckOptions,
): Promise<CheckResult> {
  const { rows } = await tx.query<{
    id: string;
    code_hash: string;
    failed_attempts: number;
    verified_at: Date | null;
    confirms_sign_up: boolean;
  }>(
    `select id, code_hash, failed_attempts, verified_at, confirms_sign_up from one_time_codes
      where user_id = $1 and purpose = $2 and used_at is null and expires_at > $3
      order by created_at desc limit 1 for update`,
    [userId, purpose, now],
  );
  const live = rows[0];
  const refused = (outcome: CodeCheck): CheckResult => ({ outcome, confirmsSignUp: false });
  if (!live) return refused('invalid');
  if (live.failed_attempts >= MAX_WRONG_TRIES) return refused('too_many_tries');
  const expected = Buffer.from(live.code_hash);
  const actual = Buffer.from(hashCode(userId, code));
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!matches || (mustBeVerified && !live.verified_at)) {
    const { rows: counted } = await tx.query<{ failed_attempts: number }>(
      'update one_time_codes set failed_attempts = failed_attempts + 1 where id = $1 returning failed_attempts',
      [live.id],
    );
    return refused((counted[0]?.failed_attempts ?? 0) >= MAX_WRONG_TRIES ? 'too_many_tries' : 'invalid');
  }
  if (consume) await tx.query('update one_time_codes set used_at = $2 where id = $1', [live.id, now]);
  else await tx.query('update one_time_codes set verified_at = $2 where id = $1', [live.id, now]);
  return { outcome: 'ok', confirmsSignUp: live.confirms_sign_up };
}
