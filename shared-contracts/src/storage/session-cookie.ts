// Whether the browser holds a session, as the shell's server may read it (docs/adr/0192). The
// tokens stay in local storage (docs/product.md §6) and never reach the server; so a visitor without
// a session who opened a signed-in page got its frame first, then the browser's guard sent them to
// login. This first-party cookie says only "a token is stored": no token, no user, nothing personal.
// Without it the server answers a signed-in page with the same redirect to login the guard makes;
// with it the server renders the page's frame and the browser's guard checks the token as before.
// The cookie follows the storage (storage.ts writes it after every change of `access`, and once when
// a page starts): a browser without it (refused, or a session from before it) only takes one more
// step, login sending a signed-in visitor straight back to the page they asked for.
import type { CookieJar } from './cart-cookie';

/** The cookie that says a session is stored in this browser. */
export const SESSION_COOKIE = 'signed_in';

/** Its one value: the cookie carries the fact, nothing of the session. */
const SIGNED_IN = '1';

/** A year: the storage rewrites or removes it at its next change of the token. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether a Cookie header says a session is stored. */
export function hasSessionCookie(header: string | null | undefined): boolean {
  return (header ?? '').split(';').some((part) => part.trim() === `${SESSION_COOKIE}=${SIGNED_IN}`);
}

/** Makes the cookie say whether an access token is stored; written only when it differs. Never throws. */
export function mirrorSessionCookie(read: (key: 'access') => string | null, jar: CookieJar): void {
  try {
    const wanted = read('access') !== null;
    const present = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`).test(jar.cookie);
    if (wanted === hasSessionCookie(jar.cookie) && (wanted || !present)) return;
    const secure = jar.location?.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = wanted
      ? `${SESSION_COOKIE}=${SIGNED_IN}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
      : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): signed-in pages take the step through login.
  }
}
