// What the shell's server says it rendered (host-shell/src/server/render page-data.ts): a data
// block naming the remote page in the HTML, or null for the page's placeholder. Absent when the
// page was not rendered on the server: the browser renders it as before (docs/adr/0140).
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** On <html> when the server rendered the route's remote page, its reads included. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * On <html> with the checkout id of the guest cart whose lines the server rendered (docs/adr/0189),
 * and its item count: the route preloader then sends no read of that cart, whose answer is in the
 * page, and the header's badge starts at that count without asking for it.
 */
export const SERVER_CART_ATTRIBUTE = 'data-server-cart';
export const SERVER_CART_COUNT_ATTRIBUTE = 'data-server-cart-count';

/** The guest cart the server rendered the page with: its checkout id and item count. */
export interface ServerCart {
  id: string;
  count: number;
}

/** The cart the server rendered this page with (its <html> attributes), or null. */
export function serverCartOf(doc: Document = document): ServerCart | null {
  const html = doc.documentElement;
  const id = html.getAttribute(SERVER_CART_ATTRIBUTE);
  const count = Number(html.getAttribute(SERVER_CART_COUNT_ATTRIBUTE));
  return id && Number.isInteger(count) && count >= 0 ? { id, count } : null;
}

/** The id of the data block (page-data.ts SERVER_PAGE_ID). */
export const SERVER_PAGE_ID = 'server-page';

export interface ServerRenderedPage {
  page: { remote: RemoteName; module: string } | null;
  /** The guest cart the page was rendered with (docs/adr/0189), or null. */
  cart: ServerCart | null;
}

const isPage = (value: unknown): value is { remote: RemoteName; module: string } =>
  typeof value === 'object' &&
  value !== null &&
  (REMOTE_NAMES as readonly unknown[]).includes((value as { remote?: unknown }).remote) &&
  typeof (value as { module?: unknown }).module === 'string';

/** The server's page when #root holds its markup, else null (then createRoot as before). */
export function serverRenderedPage(
  container: HTMLElement,
  doc: Document = document,
): ServerRenderedPage | null {
  const text = doc.getElementById(SERVER_PAGE_ID)?.textContent;
  if (!text || !container.firstElementChild) return null;
  try {
    const page: unknown = JSON.parse(text);
    if (page === null) return { page: null, cart: null };
    return isPage(page) ? { page, cart: serverCartOf(doc) } : null;
  } catch {
    return null;
  }
}
