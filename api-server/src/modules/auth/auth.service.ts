import type { FastifyBaseLogger } from 'fastify';
import type { ApiUser, SignUpRequest, TokenPair } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { resetCodeMail, passwordChangedMail, signInCodeMail } from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markVerified,
  setPasswordHash,
  toPublicUser,
  type UserRecord,
} from '../users/users.repository';
import { checkCode, issueCode, type CodeCheck } from './one-time-codes.repository';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './passwords';
import type { SessionService } from './session.service';

/** A signed-in user: what login, sign-up and verify-otp answer. */
export interface SignedIn {
  user: ApiUser;
  userId: string;
  tokens: TokenPair;
}

export type CodeOutcome<T> = { ok: true; value: T } | { ok: false; reason: Exclude<CodeCheck, 'ok'> };

export interface AuthService {
  /** The user and a new session, or null when the email or the password is wrong. */
  login(email: string, password: string): Promise<SignedIn | null>;
  /** A new unverified account with a session, its code sent by email; null when the email is taken. */
  signUp(request: SignUpRequest): Promise<SignedIn | null>;
  /** Sends a sign-in code when the email has an account; does nothing otherwise (same answer). */
  sendSignInCode(email: string): Promise<string | null>;
  /** Spends a sign-in code: the email is verified and a session starts. */
  verifySignInCode(email: string, code: string): Promise<CodeOutcome<SignedIn>>;
  /** Sends a reset code when the email has an account. */
  sendResetCode(email: string): Promise<string | null>;
  /** Checks a reset code without spending it (the next step, reset-password, spends it). */
  verifyResetCode(email: string, code: string): Promise<CodeOutcome<string>>;
  /** Sets a new password with a reset code and ends every session of the user. */
  resetPassword(email: string, code: string, password: string): Promise<CodeOutcome<string>>;
  /** Changes the password of a signed-in user and ends their other sessions; false for a wrong current one. */
  changePassword(userId: string, sid: string, current: string, next: string): Promise<boolean>;
  /** Signs in (or registers, verified) the owner of an email Google vouched for. */
  signInVerifiedEmail(email: string, names: { first_name?: string; last_name?: string }): Promise<SignedIn>;
}

export interface AuthServiceOptions {
  now: () => number;
  passwordCost: ScryptCost;
}

export function createAuthService(
  db: Database,
  sessions: SessionService,
  mailer: Mailer,
  log: FastifyBaseLogger,
  { now, passwordCost }: AuthServiceOptions,
): AuthService {
  const at = () => new Date(now());

  async function signIn(user: UserRecord): Promise<SignedIn> {
    const tokens = await db.transaction((tx) => sessions.start(tx, user));
    return { user: toPublicUser(user), userId: user.id, tokens };
  }

  /** Codes for unknown emails are refused the same way as wrong ones: the answer reveals no account. */
  async function spendCode(
    email: string,
    purpose: 'login' | 'reset',
    code: string,
    options: { consume: boolean; mustBeVerified?: boolean },
    then: (user: UserRecord, tx: Queryable) => Promise<void> = async () => {},
  ): Promise<CodeOutcome<UserRecord>> {
    const user = await findUserByEmail(db, email);
    if (!user) return { ok: false, reason: 'invalid' };
    const result = await db.transaction(async (tx) => {
      const check = await checkCode(tx, user.id, purpose, code, at(), options);
      if (check === 'ok') await then(user, tx);
      return check;
    });
    return result === 'ok' ? { ok: true, value: user } : { ok: false, reason: result };
  }

  return {
    async login(email, password) {
      const user = await findUserByEmail(db, email);
      // Check a hash even for an unknown email, so timing does not tell which emails exist.
      const stored = user?.password_hash ?? (await dummyPasswordHash(passwordCost));
      const valid = await verifyPassword(password, stored);
      if (!user || !user.password_hash || !valid) return null;
      if (needsRehash(user.password_hash, passwordCost)) {
        // The password is known right now: store it again at today's cost.
        await setPasswordHash(db, user.id, await hashPassword(password, passwordCost));
        log.info({ userId: user.id }, 'password hash upgraded to the current cost');
      }
      return signIn(user);
    },

    async signUp(request) {
      const user = await insertUser(db, {
        email: request.email,
        password_hash: await hashPassword(request.password, passwordCost),
        first_name: request.first_name.trim(),
        last_name: request.last_name.trim(),
        phone_number: request.phone_number?.trim() || null,
      });
      if (!user) return null;
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'login', at()));
      await mailer.send(signInCodeMail(user.email, code));
      return signIn(user);
    },

    async sendSignInCode(email) {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'login', at()));
      await mailer.send(signInCodeMail(user.email, code));
      return user.id;
    },

    async verifySignInCode(email, code) {
      const spent = await spendCode(email, 'login', code, { consume: true });
      if (!spent.ok) return spent;
      await markVerified(db, spent.value.id);
      const user = await findUserById(db, spent.value.id);
      if (!user) return { ok: false, reason: 'invalid' };
      return { ok: true, value: await signIn(user) };
    },

    async sendResetCode(email) {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'reset', at()));
      await mailer.send(resetCodeMail(user.email, code));
      return user.id;
    },

    async verifyResetCode(email, code) {
      const spent = await spendCode(email, 'reset', code, { consume: false });
      return spent.ok ? { ok: true, value: spent.value.id } : spent;
    },

    async resetPassword(email, code, password) {
      const hash = await hashPassword(password, passwordCost);
      const spent = await spendCode(email, 'reset', code, { consume: true }, async (user, tx) => {
        await setPasswordHash(tx, user.id, hash);
        // Receiving the code proves the mailbox, so the email counts as verified too.
        await markVerified(tx, user.id);
        await sessions.endOthers(tx, user.id, null);
      });
      if (!spent.ok) return spent;
      await mailer.send(passwordChangedMail(spent.value.email));
      return { ok: true, value: spent.value.id };
    },

    async changePassword(userId, sid, current, next) {
      const user = await findUserById(db, userId);
      if (!user?.password_hash || !(await verifyPassword(current, user.password_hash))) return false;
      const hash = await hashPassword(next, passwordCost);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, hash);
        await sessions.endOthers(tx, user.id, sid);
      });
      await mailer.send(passwordChangedMail(user.email));
      return true;
    },

    async signInVerifiedEmail(email, names) {
      const existing = await findUserByEmail(db, email);
      if (existing) {
        await markVerified(db, existing.id);
        return signIn({ ...existing, is_verified: true });
      }
      const created =
        (await insertUser(db, {
          email,
          password_hash: null,
          first_name: names.first_name ?? null,
          last_name: names.last_name ?? null,
          is_verified: true,
        })) ?? (await findUserByEmail(db, email));
      if (!created) throw new Error('the Google user could not be created');
      return signIn(created);
    },
  };
}
