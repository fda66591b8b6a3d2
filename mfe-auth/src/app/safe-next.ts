/** Where a user goes after login when the guard kept no page (docs/product.md §4). */
export const AFTER_LOGIN = '/profile';

/**
 * The `next` page the guard kept, if it is a path of this site: it must start with one `/`, and
 * never carry a scheme, a `//` or a backslash that a browser could read as another host.
 */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return AFTER_LOGIN;
  // A scheme-like first segment, or a control character a browser would strip, is not a plain path.
  if (/^\/[^/]*:/.test(next) || [...next].some((char) => char.charCodeAt(0) < 32)) return AFTER_LOGIN;
  return next;
}

/** The query string without `next`, to keep on the page after login (campaign parameters). */
export function withoutNext(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('next');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
