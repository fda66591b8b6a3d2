// The picture a page puts largest on screen once a preloaded read answers (its LCP element): the
// cart's first line. The page can only draw it once its code has arrived and run; the preloader
// already holds the answer long before, so it asks for the picture then, and the page's <img> finds
// it loaded (docs/adr/0188).
import { normaliseCartLine, type CheckoutLine } from '../entities/checkout';
import { apiUrl } from './api-url';

/** The first line's picture in a cart-items answer, as the cart page shows it; else null. */
export function firstCartLinePicture(body: string): string | null {
  try {
    const answer = JSON.parse(body) as { checkout?: { lines?: CheckoutLine[] } };
    const first = answer.checkout?.lines?.[0];
    // The page's own rule for a line's picture; a malformed line throws and gives none.
    const url: unknown = first ? normaliseCartLine(first).image : null;
    return typeof url === 'string' && url.startsWith('/') ? url : null;
  } catch {
    return null;
  }
}

/** Which picture of a read's answer the preloader fetches early, by what finds it in the body. */
const LEAD_PICTURES = { firstCartLine: firstCartLinePicture } satisfies Record<
  string,
  (body: string) => string | null
>;

export type LeadPicture = keyof typeof LEAD_PICTURES;

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
  const path = LEAD_PICTURES[kind](body);
  if (!path) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = apiUrl(path, apiBaseUrl);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
