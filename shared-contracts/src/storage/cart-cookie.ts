// A guest's cart, as the shell's server may read it (docs/adr/0189). The browser keeps the cart in
// local storage (checkoutId and its checkoutSecret, docs/product.md §3), which the server never
// sees; so the cart page's first HTML could only hold its frame, and its largest paint (the first
// line's picture) waited for the page's JavaScript. This first-party cookie carries the same pair
// to the shell's server, which reads the cart with it and renders its lines. Only a guest's cart:
// a signed-in user's answers to their token alone, which stays in the browser.
// The cookie follows the storage (storage.ts writes it after every change of the keys it mirrors):
// it is never a second source of truth, and a browser that refuses it only loses the early lines.

/** The cookie the guest's cart travels in to the shell's server. */
export const CART_COOKIE = 'cart';

/** Thirty days: longer than a cart is kept; the storage's next change rewrites or removes it. */
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A stored guest cart: the checkout's id and the secret that opens it. */
export interface GuestCart {
  id: string;
  secret: string;
}

/** The API's checkout ids (uuids) and its secrets (base64url, at most 128 characters there too). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

/** The cookie's value for a cart: `<id>.<secret>` (neither has a dot). */
export function cartCookieValue({ id, secret }: GuestCart): string {
  return `${id}.${secret}`;
}

/** The guest cart of a Cookie header, or null when it has none or not a well-formed one. */
export function guestCartOfCookies(header: string | null | undefined): GuestCart | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CART_COOKIE) continue;
    const [id = '', secret = '', ...extra] = rest.join('=').split('.');
    return extra.length === 0 && ID.test(id) && SECRET.test(secret) ? { id, secret } : null;
  }
  return null;
}

/** The storage's view this module needs: the raw stored strings. */
export type ReadStored = (key: 'access' | 'checkoutId' | 'checkoutSecret') => string | null;

/** The cart the cookie should carry: the stored one, unless a user is signed in, else none. */
export function cartToMirror(read: ReadStored): GuestCart | null {
  if (read('access') !== null) return null;
  const id = read('checkoutId');
  const secret = read('checkoutSecret');
  if (id === null || secret === null) return null;
  return ID.test(id) && SECRET.test(secret) ? { id, secret } : null;
}

/** The part of `document` this module uses. */
export type CookieJar = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> };

/** Makes the cookie say what the storage holds; written only when it differs. Never throws. */
export function mirrorCartCookie(read: ReadStored, jar: CookieJar): void {
  try {
    const wanted = cartToMirror(read);
    const current = guestCartOfCookies(jar.cookie);
    const hasCookie = new RegExp(`(^|;\\s*)${CART_COOKIE}=`).test(jar.cookie);
    if (wanted && current && cartCookieValue(wanted) === cartCookieValue(current)) return;
    if (!wanted && !hasCookie) return;
    const secure = jar.location?.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = wanted
      ? `${CART_COOKIE}=${cartCookieValue(wanted)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
      : `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): the cart page renders its lines in the browser, as before.
  }
}
