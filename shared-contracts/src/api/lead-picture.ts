// The picture a page puts largest on screen once a preloaded read answers (its LCP element): the
// cart's first line. The page can only draw it once its code has arrived and run; the preloader
// already holds the answer long before, so it asks for the picture then, and the page's <img> finds
// it loaded (docs/adr/0188).
import { apiUrl } from './api-url';

/** Which picture of a read's answer the preloader fetches early. */
export type LeadPicture = 'firstCartLine';

/** The first line's first picture in a cart-items answer, as the cart page shows it; else null. */
export function firstCartLinePicture(body: string): string | null {
  try {
    const answer = JSON.parse(body) as {
      checkout?: { lines?: { variant?: { media?: { url?: unknown }[] } }[] };
    };
    const url = answer.checkout?.lines?.[0]?.variant?.media?.[0]?.url;
    return typeof url === 'string' && url.startsWith('/') ? url : null;
  } catch {
    return null;
  }
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for the lead picture of `body`, on the
 * API's origin as the page's `mediaUrl` makes it (same URL, no crossorigin: the <img> reuses it).
 */
export function preloadLeadPicture(
  kind: LeadPicture,
  body: string,
  apiBaseUrl: string,
  doc: Document = document,
): void {
  const path = kind === 'firstCartLine' ? firstCartLinePicture(body) : null;
  if (!path) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = apiUrl(path, apiBaseUrl);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
