import { createHash, randomUUID } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { TokenConfig } from '../../config';
import type { UserRole } from '../../contracts';

export type TokenType = 'access' | 'refresh';

/** Claims of both token kinds; `typ` keeps a refresh token from passing as an access token. */
export interface TokenClaims {
  sub: string;
  typ: TokenType;
  role: UserRole;
  jti: string;
  /** The session (login) the token belongs to; revoking it stops its access tokens at once. */
  sid: string;
  iat: number;
  exp: number;
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export interface VerifyOptions {
  /** Accept an expired token (logout of a session whose refresh token has run out). */
  ignoreExpiry?: boolean;
}

/** The only algorithm signed and accepted: no `alg: none`, no swap to another algorithm. */
const ALGORITHM = 'HS256';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** Signs claims as an HS256 JWT (jose), the claims in the payload as given. */
export function signJwt(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(secretKey(secret));
}

/**
 * The claims of a JWT signed with `secret`, of the given type and not expired; otherwise null.
 * jose checks the signature; the claims are this API's own and checked here, against the
 * caller's clock (an expired refresh token still names its session for a logout).
 */
export async function verifyJwt(
  token: string,
  secret: string,
  type: TokenType,
  nowSeconds: number,
  { ignoreExpiry = false }: VerifyOptions = {},
): Promise<TokenClaims | null> {
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, secretKey(secret), { algorithms: [ALGORITHM] }));
  } catch {
    // Malformed, another algorithm, another secret or a changed part: all the same to a caller.
    return null;
  }
  const claims = decode(payload);
  if (!claims || claims.typ !== type) return null;
  if (!ignoreExpiry && claims.exp <= nowSeconds) return null;
  return claims;
}

/** SHA-256 of a jti, as refresh_tokens stores it. */
export function hashJti(jti: string): string {
  return createHash('sha256').update(jti).digest('hex');
}

/** TokenConfig once its secret is known (from TOKEN_SECRET or the database). */
export type TokenSettings = Omit<TokenConfig, 'secret'> & { secret: string };

export interface TokenService {
  /** A token of the session `sid`; `expiresAt` (seconds) caps its lifetime at the session's end. */
  issue(
    type: TokenType,
    user: { id: string; role: UserRole },
    sid: string,
    expiresAt?: number,
  ): Promise<IssuedToken>;
  verify(token: string, type: TokenType, options?: VerifyOptions): Promise<Readonly<TokenClaims> | null>;
}

/**
 * How many verified tokens a server keeps (about 0.5 KB each): more than the signed-in visitors
 * active within a few minutes on one server, so each one's token is checked once.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(config: TokenSettings, now: () => number = Date.now): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  // Every authenticated call verifies its token, and the signature check with the decoding held
  // users/me to two thirds of its rate (docs/adr/0183; jose's check, ADR 0185, costs no less). A
  // token's signature and claims never change, so a token once verified is kept by its exact text
  // (only ones signed with this secret get in); its type and expiry are still checked on every
  // call, and revocation stays the session check's (session.service.ts), which this leaves alone.
  const verified = new LRUCache<string, Readonly<TokenClaims>>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async issue(type, user, sid, expiresAt = Number.POSITIVE_INFINITY) {
      const iat = seconds();
      const ttl = type === 'access' ? config.accessTtlSeconds : config.refreshTtlSeconds;
      const claims: TokenClaims = {
        sub: user.id,
        typ: type,
        role: user.role,
        jti: randomUUID(),
        sid,
        iat,
        exp: Math.min(iat + ttl, expiresAt),
      };
      return { token: await signJwt(claims, config.secret), claims };
    },
    async verify(token, type, options) {
      let claims = verified.get(token);
      if (!claims) {
        // Checked without its expiry, which is checked below for kept and new tokens alike.
        const checked = await verifyJwt(token, config.secret, type, seconds(), { ignoreExpiry: true });
        if (!checked) return null;
        claims = Object.freeze(checked);
        verified.set(token, claims);
      }
      if (claims.typ !== type) return null;
      if (!options?.ignoreExpiry && claims.exp <= seconds()) return null;
      return claims;
    },
  };
}

function decode(payload: Uint8Array): TokenClaims | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(payload));
    return isClaims(value) ? value : null;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    (claims.typ === 'access' || claims.typ === 'refresh') &&
    (claims.role === 'customer' || claims.role === 'editor' || claims.role === 'admin') &&
    typeof claims.jti === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}
