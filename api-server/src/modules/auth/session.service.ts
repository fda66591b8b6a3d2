import type { FastifyBaseLogger } from 'fastify';
import type { TokenPair, UserRole } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { findUserById } from '../users/users.repository';
import { consumeRefreshToken, revokeFamily, storeRefreshToken } from './refresh-tokens.repository';
import { logSecurityEvent } from './security-log';
import {
  createSession,
  findLiveSession,
  purgeExpired,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
} from './sessions.repository';
import type { FreshCache } from './fresh-cache';
import type { TokenClaims, TokenService } from './tokens';

/**
 * A spent refresh token presented again within this long of its rotation is taken as two tabs
 * refreshing at once, or an answer lost on the way, rather than a theft: it gets a 401 but the
 * session goes on. Later, a replay still ends the whole session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Expired tokens are purged at most this often, on the next login after it has passed. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Sessions that ended: one (logout, replayed refresh token), or all of a user but one. */
export type EndedSessions = { sid: string } | { userId: string; keepSid: string | null };

export interface SessionService {
  /** Starts a session for the user (a login) and returns its first token pair. */
  start(db: Queryable, user: { id: string; role: UserRole }): Promise<TokenPair>;
  /** A new pair for a live refresh token (which is then spent), or null. */
  refresh(refreshToken: string): Promise<TokenPair | null>;
  /** Whether the session of a verified access token is still live (not revoked, not past its end). */
  isLive(claims: TokenClaims): Promise<boolean>;
  /** Ends the session a refresh or access token belongs to; the user's id when there was one. */
  end(tokens: { refresh?: string | null; sid?: string | null }): Promise<string | null>;
  /** Ends every session of the user except `keepSid`. */
  endOthers(db: Queryable, userId: string, keepSid: string | null): Promise<number>;
  /** Deletes expired refresh tokens and sessions now. */
  purge(): Promise<{ tokens: number; sessions: number }>;
  /**
   * Calls `listener` whenever sessions end (logout, password change or reset, a replayed refresh
   * token), so what is held open for them (chat sockets) can close at once.
   */
  onEnd(listener: (ended: EndedSessions) => void): void;
}

export interface SessionServiceOptions {
  now: () => number;
  sessionTtlSeconds: number;
  /** Live sessions kept in memory for a moment (ADR 0170); their ends must reach it (onEnd). */
  cache?: FreshCache<SessionRow>;
}

export function createSessionService(
  db: Database,
  tokens: TokenService,
  log: FastifyBaseLogger,
  { now, sessionTtlSeconds, cache }: SessionServiceOptions,
): SessionService {
  let lastPurge = 0;
  const endListeners: ((ended: EndedSessions) => void)[] = [];
  const announce = (ended: EndedSessions) => {
    for (const listener of endListeners) listener(ended);
  };

  async function issuePair(
    tx: Queryable,
    user: { id: string; role: UserRole },
    sid: string,
    sessionEnd: Date,
  ): Promise<TokenPair> {
    const end = Math.floor(sessionEnd.getTime() / 1000);
    const access = await tokens.issue('access', user, sid, end);
    const refresh = await tokens.issue('refresh', user, sid, end);
    await storeRefreshToken(tx, refresh.claims, sid);
    return { access: access.token, refresh: refresh.token };
  }

  async function purgeSometimes(tx: Queryable): Promise<void> {
    if (now() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now();
    // In the caller's transaction: PGlite has one connection, so a query beside it would wait forever.
    const purged = await purgeExpired(tx, new Date(now()));
    if (purged.tokens || purged.sessions) log.info(purged, 'expired refresh tokens and sessions purged');
  }

  return {
    async start(tx, user) {
      await purgeSometimes(tx);
      const session = await createSession(tx, user.id, new Date(now() + sessionTtlSeconds * 1000));
      return issuePair(tx, user, session.id, session.expiresAt);
    },

    async refresh(refreshToken) {
      const claims = await tokens.verify(refreshToken, 'refresh');
      if (!claims) return null;
      return db.transaction(async (tx) => {
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
          await revokeSession(tx, spent.familyId, at);
          logSecurityEvent(log, 'refresh_reused', { userId: spent.userId, sessionId: spent.familyId });
          announce({ sid: spent.familyId });
          return null;
        }
        const session = await findLiveSession(tx, spent.familyId, at);
        const user = session ? await findUserById(tx, spent.userId) : null;
        return session && user ? issuePair(tx, user, session.id, session.expiresAt) : null;
      });
    },

    async isLive(claims) {
      const read = () => findLiveSession(db, claims.sid, new Date(now()));
      const session = cache ? await cache.get(claims.sid, read) : await read();
      // A kept session may have reached its absolute end since it was read.
      return session !== null && session.expiresAt.getTime() > now();
    },

    async end({ refresh, sid }) {
      // An expired refresh token still names its session: logging out must work after a long break.
      const claims = refresh ? await tokens.verify(refresh, 'refresh', { ignoreExpiry: true }) : null;
      const sessionId = claims?.sid ?? sid ?? null;
      if (!sessionId) return null;
      await db.transaction((tx) => revokeSession(tx, sessionId, new Date(now())));
      announce({ sid: sessionId });
      return claims?.sub ?? null;
    },

    async endOthers(tx, userId, keepSid) {
      const ended = await revokeUserSessions(tx, userId, new Date(now()), keepSid);
      announce({ userId, keepSid });
      return ended;
    },

    purge: () => purgeExpired(db, new Date(now())),

    onEnd(listener) {
      endListeners.push(listener);
    },
  };
}
