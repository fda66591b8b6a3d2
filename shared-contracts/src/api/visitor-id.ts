// The visitor id that keeps A/B variants the same across visits. It is a random label, not a
// secret: the API uses it only to choose variants and count each view once. Here (not in the content
// remote) because the shell's route preloader sends it with a content page's first read (first-read.ts).
// The same id also lives in a first-party cookie (no personal data, SameSite=Lax), so the shell's
// server renders the visitor's own variants (docs/adr/0140); a first visit adopts the id the
// server chose and set.
const KEY = 'visitorId';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;
/** The cookie the visitor id travels in to the shell's server. */
export const VISITOR_COOKIE = 'vid';
/** A year: as long-lived as the stored id. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The visitor id of a Cookie header, or null when it has none or not a valid one. */
export function visitorIdOfCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const id = value.join('=');
      return VALID.test(id) ? id : null;
    }
  }
  return null;
}

/** Whether an id may be used as a visitor id (the server checks a cookie's the same way). */
export function isVisitorId(id: string): boolean {
  return VALID.test(id);
}

/** Keeps the cookie equal to the stored id (written only when it differs). */
function syncCookie(id: string): void {
  if (typeof document === 'undefined' || visitorIdOfCookies(document.cookie) === id) return;
  document.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
let fallback: string | null = null;

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `v${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** The stored visitor id, made on first use; kept in memory when storage is unavailable. */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && VALID.test(stored)) {
      syncCookie(stored);
      return stored;
    }
    const made = (typeof document === 'undefined' ? null : visitorIdOfCookies(document.cookie)) ?? randomId();
    localStorage.setItem(KEY, made);
    syncCookie(made);
    return made;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
