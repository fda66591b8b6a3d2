import { MAX_ASSESSMENT_KEYS } from 'shared-contracts';

// The keys of this browser's anonymous assessment results: each submission answers with a secret
// that alone reads the result back (the visitor id is a label, not a credential). Kept with the
// browser like the visitor id, beside the keys of docs/product.md §3, and not cleared at logout:
// they were never the session's. Memory only when storage is unavailable.
const KEY = 'assessmentKeys';
const VALID = /^[A-Za-z0-9_-]{43}$/;
let fallback: string[] = [];

/** The stored keys, newest first; malformed entries dropped. */
export function resultKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === 'string' && VALID.test(key))
      : [];
  } catch {
    return fallback;
  }
}

/** Keeps a new result's key; the oldest go once there are more than the API reads. */
export function rememberResultKey(key: string): void {
  if (!VALID.test(key)) return;
  const keys = [key, ...resultKeys().filter((known) => known !== key)].slice(0, MAX_ASSESSMENT_KEYS);
  try {
    localStorage.setItem(KEY, JSON.stringify(keys));
  } catch {
    fallback = keys;
  }
}
