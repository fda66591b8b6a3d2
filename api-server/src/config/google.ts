import type { JWTVerifyGetKey } from 'jose';
import { type Env, list, text } from './env';

/** Google sign-in: the accepted client ids and where Google publishes its signing keys. */
export interface GoogleConfig {
  /** OAuth client ids whose ID tokens are accepted (the token's audience); none turns sign-in off. */
  clientIds: string[];
  jwksUrl: string;
  /** Keys to verify with instead of fetching `jwksUrl` (tests: a locally generated key set). */
  keySet?: JWTVerifyGetKey;
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export function googleFromEnv(env: Env): GoogleConfig {
  return {
    clientIds: list(env.GOOGLE_CLIENT_ID) ?? [],
    jwksUrl: text(env.GOOGLE_JWKS_URL) ?? GOOGLE_JWKS_URL,
  };
}
