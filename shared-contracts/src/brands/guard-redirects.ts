// Where the access rules of docs/product.md §4 send a visitor: the shell's guard in the browser
// (host-shell features/guards) and the shell's server (server/known-routes.ts, docs/adr/0192)
// compute the same URLs here.
/** The router location a redirect is computed from (paths relative to the brand base). */
export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * Login URL for a visitor who needs to sign in: their query string is kept (campaign and A/B
 * parameters survive), and `next` remembers the page they wanted, for the login page to use.
 */
export function loginRedirect(from: GuardLocation): string {
  const params = new URLSearchParams(from.search);
  params.set('next', from.pathname);
  return `/login?${params.toString()}`;
}

/** Where a signed-in visitor goes when no page was kept (docs/product.md §4). */
export const SIGNED_IN_HOME = '/profile';

/** A path of this site: one leading `/`, no scheme, no `//`, no backslash, no control character. */
function isSameSitePath(next: string): boolean {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return false;
  return !/^\/[^/]*:/.test(next) && ![...next].some((char) => char.charCodeAt(0) < 32);
}

/**
 * Where a signed-in visitor on login or register goes: the `next` page the guard kept, if it is
 * a path of this site, with the rest of the query string; else /profile (docs/product.md §4). The login page
 * goes the same way after a login, but the guard reacts to the new token first, so it must agree.
 */
export function signedInRedirect(from: GuardLocation): string {
  const params = new URLSearchParams(from.search);
  const next = params.get('next');
  if (!next || !isSameSitePath(next)) return SIGNED_IN_HOME;
  params.delete('next');
  const rest = params.toString();
  return rest ? `${next}?${rest}` : next;
}
