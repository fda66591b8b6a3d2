// The visitor id that keeps A/B variants the same across visits. It is a random label, not a
// secret: the API uses it only to choose variants and count each view once. Here (not in the content
// remote) because the shell's route preloader sends it with a content page's first read (first-read.ts).
const KEY = 'visitorId';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;
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
    if (stored && VALID.test(stored)) return stored;
    const made = randomId();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
