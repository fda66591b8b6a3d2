import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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

const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export interface VerifyOptions {
  /** Accept an expired token (logout of a session whose refresh token has run out). */
  ignoreExpiry?: boolean;
}

/** Signs claims as an HS256 JWT. */
export function signJwt(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${encode(claims)}`;
  return `${body}.${signature(body, secret)}`;
}

/** The claims of a JWT signed with `secret`, of the given type and not expired; otherwise null. */
export function verifyJwt(
  token: string,
  secret: string,
  type: TokenType,
  nowSeconds: number,
  { ignoreExpiry = false }: VerifyOptions = {},
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', sent = ''] = parts;
  // Only our own header is accepted, which also rules out `alg: none` and algorithm swaps.
  if (header !== HEADER) return null;
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const actual = Buffer.from(sent);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
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
  issue(type: TokenType, user: { id: string; role: UserRole }, sid: string, expiresAt?: number): IssuedToken;
  verify(token: string, type: TokenType, options?: VerifyOptions): Readonly<TokenClaims> | null;
}

/**
 * How many verified tokens a server keeps (about 0.5 KB each): more than the signed-in visitors
 * active within a few minutes on one server, so each one's token is checked once.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(config: TokenSettings, now: () => number = Date.now): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  // Every authenticated call verifies its token, and the HMAC with the decoding held users/me to
  // two thirds of its rate (docs/adr/0183). A token's signature and claims never change, so a token
  // once verified is kept by its exact text (only ones signed with this secret get in); its type
  // and expiry are still checked on every call, and revocation stays the session check's
  // (session.service.ts), which this does not touch.
  const verified = new LRUCache<string, Readonly<TokenClaims>>({ max: VERIFIED_TOKENS_KEPT });
  return {
    issue(type, user, sid, expiresAt = Number.POSITIVE_INFINITY) {
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
      return { token: signJwt(claims, config.secret), claims };
    },
    verify(token, type, options) {
      let claims = verified.get(token);
      if (!claims) {
        // Checked without its expiry, which is checked below for kept and new tokens alike.
        const checked = verifyJwt(token, config.secret, type, seconds(), { ignoreExpiry: true });
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

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(payload: string): TokenClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
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
