import { type Env, positiveInteger, text } from './env';

export interface TokenConfig {
  /**
   * The HS256 key, or null to use the random one this server keeps in its database (made on the
   * first start), so that no key published in the repository ever signs a session.
   */
  secret: string | null;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Absolute lifetime of a session from its login, however often it refreshes (30 days). */
  sessionTtlSeconds?: number;
  /**
   * How long a server may answer from its memory that a session is live and what its user's row
   * holds: the bound on a revocation or role change nobody announced on the bus (ADR 0170).
   */
  authCacheMs?: number;
}

export const DEFAULT_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A logout or role change takes effect everywhere within this, even if its bus message is lost. */
export const DEFAULT_AUTH_CACHE_MS = 1_000;
const MIN_SECRET_LENGTH = 32;

export function tokensFromEnv(env: Env, production: boolean): TokenConfig {
  const secret = text(env.TOKEN_SECRET) ?? null;
  // A production deployment states its key, so that all its servers and its backups agree on it.
  if (production && secret === null) throw new Error('TOKEN_SECRET must be set in production');
  if (secret !== null && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`TOKEN_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  return {
    secret,
    accessTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTtlSeconds: positiveInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 60 * 60),
    sessionTtlSeconds: positiveInteger(env, 'SESSION_TTL_SECONDS', DEFAULT_SESSION_TTL_SECONDS),
    authCacheMs: positiveInteger(env, 'AUTH_CACHE_MS', DEFAULT_AUTH_CACHE_MS),
  };
}
