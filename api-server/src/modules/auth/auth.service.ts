import type { FastifyBaseLogger } from 'fastify';
import type { ApiUser, RefreshTokenResponse } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { findUserByEmail, findUserById, toPublicUser, type UserRecord } from '../users/users.repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { consumeRefreshToken, revokeFamily, storeRefreshToken } from './refresh-tokens.repository';
import type { TokenService } from './tokens';

export interface AuthService {
  /** The user and a new token pair, or null when the email or the password is wrong. */
  login(email: string, password: string): Promise<{ user: ApiUser; tokens: RefreshTokenResponse } | null>;
  /** A new pair for a live refresh token (which is then spent), or null. */
  refresh(refreshToken: string): Promise<RefreshTokenResponse | null>;
}

/**
 * A spent refresh token presented again within this long of its rotation is taken as two tabs
 * refreshing at once, or an answer lost on the way, rather than a theft: it gets a 401 but the
 * session goes on. Later, a replay still ends the whole session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface AuthServiceOptions {
  /** Milliseconds since the epoch; the same clock as the token service's. */
  now?: () => number;
}

export function createAuthService(
  db: Database,
  tokens: TokenService,
  log: FastifyBaseLogger,
  { now = Date.now }: AuthServiceOptions = {},
): AuthService {
  async function issuePair(
    tx: Queryable,
    user: UserRecord,
    familyId?: string,
  ): Promise<RefreshTokenResponse> {
    const access = tokens.issue('access', user);
    const refresh = tokens.issue('refresh', user);
    await storeRefreshToken(tx, refresh.claims, familyId);
    return { access: access.token, refresh: refresh.token };
  }

  return {
    async login(email, password) {
      const user = await findUserByEmail(db, email);
      // Check a hash even for an unknown email, so timing does not tell which emails exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !user.password_hash || !valid) return null;
      return { user: toPublicUser(user), tokens: await issuePair(db, user) };
    },

    async refresh(refreshToken) {
      const claims = tokens.verify(refreshToken, 'refresh');
      if (!claims) return null;
      const result = await db.transaction(async (tx) => {
        const at = new Date(now());
        const spent = await consumeRefreshToken(tx, claims.jti, at);
        if (spent.outcome === 'unknown') return null;
        if (spent.outcome === 'spent') {
          const context = { userId: spent.userId, familyId: spent.familyId };
          if (at.getTime() - spent.revokedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
            log.info(context, 'spent refresh token presented again within the grace window; session kept');
            return null;
          }
          // Someone holds a token that was exchanged a while ago: end that login everywhere.
          await revokeFamily(tx, spent.familyId, at);
          log.warn(context, 'refresh token reused; session family revoked');
          return null;
        }
        const user = await findUserById(tx, spent.userId);
        return user ? issuePair(tx, user, spent.familyId) : null;
      });
      return result;
    },
  };
}
