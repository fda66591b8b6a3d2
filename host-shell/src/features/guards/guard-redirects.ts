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

/**
 * Where a signed-in visitor on login or register goes (SPEC §4). Always /profile: `next` is the
 * login page's business after a successful login, not the guard's.
 */
export const SIGNED_IN_HOME = '/profile';
