import { MESSAGES } from 'shared-contracts';

/**
 * The outcome of the credential check of docs/product.md §5: the token to connect with, or the
 * message to show.
 */
export type CredentialCheck = { ok: true; token: string } | { ok: false; message: string };

/**
 * The credential the chat socket checks, in the form the API client sends it (`Bearer <access>`),
 * built from the stored access token; null when none is stored.
 */
export function socketCredential(storedAccess: string | null): string | null {
  return storedAccess ? `Bearer ${storedAccess}` : null;
}

/**
 * docs/product.md §5: the chat connection needs a stored access credential ("No access token found"), and it
 * must be the word Bearer followed by a value ("Invalid access token format"). The value is what
 * the socket URL carries as `key`. A value with white space in it is not a token either.
 */
export function checkSocketCredential(credential: string | null | undefined): CredentialCheck {
  if (!credential) return { ok: false, message: MESSAGES.noAccessToken };
  const match = /^Bearer (\S+)$/.exec(credential);
  if (!match?.[1]) return { ok: false, message: MESSAGES.invalidAccessTokenFormat };
  return { ok: true, token: match[1] };
}

/**
 * Whether a JWT's `exp` has passed (with `leewaySeconds` to spare). A token that is not a readable
 * JWT is not called expired: the server is the judge of that, and says so with a close code.
 */
export function isTokenExpired(token: string, nowMs: number, leewaySeconds = 5): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= nowMs + leewaySeconds * 1000;
  } catch {
    return false;
  }
}
