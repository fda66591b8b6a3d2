/** The origin a URL points at, relative URLs resolved against the page; null when it has none. */
export function originOf(url: string): string | null {
  try {
    const page = typeof location === 'undefined' ? undefined : location.href;
    const { origin } = new URL(url, page);
    // Opaque origins (data:, blob: without a host) serialise as "null" and match nothing.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The path of a URL, without origin, query or fragment. */
export function pathOf(url: string | undefined): string {
  if (!url) return '';
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(/^[a-z]+:\/\/[^/]+/i, '');
}
