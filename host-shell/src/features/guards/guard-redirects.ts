/** The router location a redirect is computed from (paths relative to the brand base). */
export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * Login URL for a visitor who needs to sign in: their query string is kept (campaign and A/B
 * parameters survive), and `next` remembers the page they wanted.
 */
export function loginRedirect(from: GuardLocation): string {
  const params = new URLSearchParams(from.search);
  params.set('next', from.pathname);
  return `/login?${params.toString()}`;
}

/** A `next` value that is a path of this brand; anything else (another site, '//host') is ignored. */
function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (next === '/login' || next === '/register') return null;
  return next;
}

/**
 * Where a signed-in visitor on login or register goes: /profile (SPEC §4), or the page they were
 * sent to log in for, so the `next` of {@link loginRedirect} is honoured whoever wins the race
 * between this guard and the login page after a successful login.
 */
export function signedInRedirect(from: GuardLocation): string {
  return safeNext(from.search) ?? '/profile';
}
