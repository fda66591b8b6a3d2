import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GoogleConfig } from '../../config';

/** Issuers Google writes into its ID tokens. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** What the API takes from a verified Google ID token. */
export interface GoogleIdentity {
  email: string;
  first_name?: string;
  last_name?: string;
}

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'not_configured' | 'invalid' | 'email_not_verified' | 'keys_unavailable' };

export type GoogleVerifier = (idToken: string) => Promise<GoogleVerification>;

/**
 * Verifies a Google ID token: signature against Google's published keys (fetched once and cached
 * by jose's remote key set, refetched when an unknown key id appears), audience (our client ids),
 * issuer and expiry, at the clock `now`.
 */
export function createGoogleVerifier(config: GoogleConfig, now: () => number = Date.now): GoogleVerifier {
  let keys: JWTVerifyGetKey | undefined = config.keySet;
  return async (idToken) => {
    if (config.clientIds.length === 0) return { ok: false, reason: 'not_configured' };
    keys ??= createRemoteJWKSet(new URL(config.jwksUrl), { cacheMaxAge: 6 * 60 * 60 * 1000 });
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.clientIds,
        currentDate: new Date(now()),
        algorithms: ['RS256'],
      });
      if (typeof payload.email !== 'string') return { ok: false, reason: 'invalid' };
      if (payload.email_verified !== true) return { ok: false, reason: 'email_not_verified' };
      const given = typeof payload.given_name === 'string' ? payload.given_name : undefined;
      const family = typeof payload.family_name === 'string' ? payload.family_name : undefined;
      return {
        ok: true,
        identity: {
          email: payload.email,
          ...(given ? { first_name: given } : {}),
          ...(family ? { last_name: family } : {}),
        },
      };
    } catch (error) {
      // Google unreachable is our problem, not a bad token.
      if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && !config.keySet))
        return { ok: false, reason: 'keys_unavailable' };
      return { ok: false, reason: 'invalid' };
    }
  };
}
