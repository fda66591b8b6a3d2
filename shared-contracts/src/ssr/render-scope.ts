// What one server render shares with the remote pages it renders (docs/adr/0140). In the browser a
// remote keeps one store per tab (`getXStore()`); on the shell's server every request renders in
// the same process, so a page asks the render's scope for its store instead: one per request, no
// state shared between visitors. The scope also carries the reads the server made, which the page
// writes into the HTML for the browser's first read.
import type { GuestCart } from '../storage/cart-cookie';

/** One server render's instances, by key ('content', 'shop'): made on first use, then reused. */
export interface RenderScope {
  scoped<T>(key: string, create: () => T): T;
  /** The visitor id of the request (its cookie, or the one the server chose): sticky A/B variants. */
  readonly visitorId: string | undefined;
  /** The guest cart the request's cookie names (cart-cookie.ts), for the cart page's read. */
  readonly guestCart: GuestCart | null;
  /** Everything made in this render, for the renderer to read the stores' RTK Query reads. */
  readonly instances: ReadonlyMap<string, unknown>;
}

/** A fresh scope for one render. */
export function createRenderScope({
  visitorId,
  guestCart = null,
}: { visitorId?: string; guestCart?: GuestCart | null } = {}): RenderScope {
  const instances = new Map<string, unknown>();
  return {
    instances,
    visitorId,
    guestCart,
    scoped<T>(key: string, create: () => T): T {
      if (!instances.has(key)) instances.set(key, create());
      return instances.get(key) as T;
    },
  };
}

/** The id of the JSON data block the server writes its RTK Query reads into. */
export const SERVER_READS_ID = 'server-reads';

/** The action a store dispatches at creation to take the server's reads (RTK Query rehydration). */
export const SERVER_READS_ACTION = 'serverReads/hydrate';

/** Server reads by RTK Query reducer path ('contentApi'): the api slice's state as rendered. */
export type ServerReads = Record<string, unknown>;

let pageReads: ServerReads | null | undefined;

/**
 * The reads the server rendered this page with, read from the page once (undefined on the server,
 * in tests and on a page the server did not render). Each api slice takes its own part once, so a
 * store made later in the tab (after a navigation) starts empty as before.
 */
export function takeServerReads(reducerPath: string, doc?: Document): unknown {
  if (pageReads === undefined) {
    const source = doc ?? (typeof document === 'undefined' ? undefined : document);
    const text = source?.getElementById(SERVER_READS_ID)?.textContent;
    try {
      pageReads = text ? (JSON.parse(text) as ServerReads) : null;
    } catch {
      pageReads = null;
    }
  }
  if (!pageReads || !(reducerPath in pageReads)) return undefined;
  const reads = pageReads[reducerPath];
  delete pageReads[reducerPath];
  return reads;
}

/** Tests: forget what was read from the page. */
export function resetServerReads(): void {
  pageReads = undefined;
}

/**
 * `extractRehydrationInfo` of an api made with createApi: the server's state of this api when the
 * action is {@link SERVER_READS_ACTION}.
 */
export function rehydrateServerReads<State>(
  action: { type: string; payload?: unknown },
  { reducerPath }: { reducerPath: string },
): State | undefined {
  if (action.type !== SERVER_READS_ACTION) return undefined;
  const payload = action.payload as ServerReads | undefined;
  return payload?.[reducerPath] as State | undefined;
}
