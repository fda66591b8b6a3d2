import type { FastifyBaseLogger } from 'fastify';
import type { ApiUser, SignUpRequest, TokenPair } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { resetCodeMail, passwordChangedMail, signInCodeMail, signUpCodeMail } from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import {
  clearPasswordHash,
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

/** A signed-in user: what login, verify-otp and Google sign-in answer. */
export interface SignedIn {
  user: ApiUser;
  userId: string;
  tokens: TokenPair;
}

/** An account made by sign-up: not verified, so no session yet. */
export interface SignedUp {
  user: ApiUser;
  userId: string;
}

/**
 * A password login: signed in; the right password of an account whose email is not verified yet
 * (no session: the email must be confirmed first); or null for a wrong email or password.
 */
export type LoginOutcome = { signedIn: SignedIn } | { unverified: UserRecord } | null;

export type CodeOutcome<T> = { ok: true; value: T } | { ok: false; reason: Exclude<CodeCheck, 'ok'> };

export interface AuthService {
  login(email: string, password: string): Promise<LoginOutcome>;
  /** A new unverified account, its confirmation code sent by email; null when the email is taken. */
  signUp(request: SignUpRequest): Promise<SignedUp | null>;
  /**
   * Sends a sign-in code when the email has an account; does nothing otherwise (same answer).
   * `confirmSignUp`: the one who chose the password asks again for the code that confirms their
   * sign-up (the OTP page's resend), so an unverified account with a password gets that kind.
   */
  sendSignInCode(email: string, options?: { confirmSignUp?: boolean }): Promise<string | null>;
  /** Mails the code that confirms the sign-up of an unverified account (after its right password). */
  sendSignUpCode(user: UserRecord): Promise<void>;
  /**
   * Spends a sign-in code: the email is verified and a session starts. A first verification by a
   * code that did not confirm a sign-up clears the password and ends every other session, in the
   * same transaction: whoever chose that password never proved they own the mailbox.
   */
  verifySignInCode(email: string, code: string): Promise<CodeOutcome<SignedIn>>;
  /** Sends a reset code when the email has an account. */
  sendResetCode(email: string): Promise<string | null>;
  /** Checks a reset code without spending it (the next step, reset-password, spends it). */
  verifyResetCode(email: string, code: string): Promise<CodeOutcome<string>>;
  /** Sets a new password with a reset code and ends every session of the user. */
  resetPassword(email: string, code: string, password: string): Promise<CodeOutcome<string>>;
  /** Changes the password of a signed-in user and ends their other sessions; false for a wrong current one. */
  changePassword(userId: string, sid: string, current: string, next: string): Promise<boolean>;
  /**
   * Signs in (or registers, verified) the owner of an email Google vouched for. An account that
   * was not verified loses its password and every session first, as with a sign-in code.
   */
  signInVerifiedEmail(email: string, names: { first_name?: string; last_name?: string }): Promise<SignedIn>;
}

export interface AuthServiceOptions {
  now: () => number;
  passwordCost: ScryptCost;
  /** Told when a user's row changed, so kept copies are dropped on every server (ADR 0170). */
  userChanged?: (id: string) => void;
}

export function createAuthService(
  db: Database,
  sessions: SessionService,
  mailer: Mailer,
  log: FastifyBaseLogger,
  { now, passwordCost, userChanged = () => {} }: AuthServiceOptions,
): AuthService {
  const at = () => new Date(now());

  async function signIn(user: UserRecord): Promise<SignedIn> {
    const tokens = await db.transaction((tx) => sessions.start(tx, user));
    return { user: toPublicUser(user), userId: user.id, tokens };
  }

  /**
   * Verifies the account (if it was not) and starts a session, in the caller's transaction. When
   * this is the first verification and the path did not prove who chose the password, the
   * password goes and every earlier session ends before the new one starts.
   */
  async function verifyAndSignIn(tx: Queryable, userId: string, keepsPassword: boolean): Promise<SignedIn> {
    const firstVerification = await markVerified(tx, userId);
    if (firstVerification) userChanged(userId);
    if (firstVerification && !keepsPassword) {
      await clearPasswordHash(tx, userId);
      await sessions.endOthers(tx, userId, null);
    }
    const user = await findUserById(tx, userId);
    if (!user) throw new Error('the verified user disappeared');
    const tokens = await sessions.start(tx, user);
    return { user: toPublicUser(user), userId: user.id, tokens };
  }

  async function mailSignUpCode(user: UserRecord): Promise<void> {
    const code = await db.transaction((tx) =>
      issueCode(tx, user.id, 'login', at(), { confirmsSignUp: true }),
    );
    await mailer.send(signUpCodeMail(user.email, code));
  }

  /** Codes for unknown emails are refused the same way as wrong ones: the answer reveals no account. */
  async function spendCode<T>(
    email: string,
    purpose: 'login' | 'reset',
    code: string,
    options: { consume: boolean; mustBeVerified?: boolean },
    then: (user: UserRecord, tx: Queryable, confirmsSignUp: boolean) => Promise<T>,
  ): Promise<CodeOutcome<T>> {
    const user = await findUserByEmail(db, email);
    if (!user) return { ok: false, reason: 'invalid' };
    return db.transaction(async (tx): Promise<CodeOutcome<T>> => {
      const check = await checkCode(tx, user.id, purpose, code, at(), options);
      if (check.outcome !== 'ok') return { ok: false, reason: check.outcome };
      return { ok: true, value: await then(user, tx, check.confirmsSignUp) };
    });
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
      // Anyone may sign up with any address: until its owner confirms it, the password opens nothing.
      if (!user.is_verified) return { unverified: user };
      return { signedIn: await signIn(user) };
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
      await mailSignUpCode(user);
      return { user: toPublicUser(user), userId: user.id };
    },

    async sendSignInCode(email, { confirmSignUp = false } = {}) {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      if (confirmSignUp && !user.is_verified && user.password_hash) {
        await mailSignUpCode(user);
        return user.id;
      }
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'login', at()));
      await mailer.send(signInCodeMail(user.email, code));
      return user.id;
    },

    sendSignUpCode: mailSignUpCode,

    async verifySignInCode(email, code) {
      return spendCode(email, 'login', code, { consume: true }, (user, tx, confirmsSignUp) =>
        verifyAndSignIn(tx, user.id, confirmsSignUp),
      );
    },

    async sendResetCode(email) {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'reset', at()));
      await mailer.send(resetCodeMail(user.email, code));
      return user.id;
    },

    async verifyResetCode(email, code) {
      return spendCode(email, 'reset', code, { consume: false }, (user) => Promise.resolve(user.id));
    },

    async resetPassword(email, code, password) {
      const hash = await hashPassword(password, passwordCost);
      const spent = await spendCode(email, 'reset', code, { consume: true }, async (user, tx) => {
        await setPasswordHash(tx, user.id, hash);
        // Receiving the code proves the mailbox, so the email counts as verified too.
        await markVerified(tx, user.id);
        await sessions.endOthers(tx, user.id, null);
        return user;
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
      if (existing) return db.transaction((tx) => verifyAndSignIn(tx, existing.id, false));
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
