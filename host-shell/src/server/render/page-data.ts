// What the server writes into the page for the browser (docs/adr/0140): the RTK Query reads it
// rendered with, per api slice, and which remote page it rendered (the browser loads that one
// before it hydrates, so its first render is the server's). JSON data blocks, never run: they
// need no CSP nonce, and their text is escaped against `</script>` (jsonForScript).
import { SERVER_READS_ID, type RenderScope, type ServerReads } from 'shared-contracts';
import { SERVER_PAGE_ID, type ServerCart } from '../../preload/server-rendered-page';
import { jsonForScript } from '../page-head/render-head';

/** The remote page the server rendered into the HTML. */
export interface ServerPage {
  remote: string;
  module: string;
}

interface QueryEntry {
  status?: string;
  data?: unknown;
  originalArgs?: unknown;
}

interface ApiSliceState {
  queries?: Record<string, QueryEntry | undefined>;
  config?: { reducerPath?: unknown };
}

const isStore = (value: unknown): value is { getState: () => unknown } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { getState?: unknown }).getState === 'function';

/** Every RTK Query slice of the render's stores, by reducer path. */
export function apiSlicesOf(scope: RenderScope): [string, ApiSliceState][] {
  const slices: [string, ApiSliceState][] = [];
  for (const instance of scope.instances.values()) {
    if (!isStore(instance)) continue;
    const state = instance.getState();
    if (typeof state !== 'object' || state === null) continue;
    for (const [key, slice] of Object.entries(state as Record<string, unknown>)) {
      const api = slice as ApiSliceState | null;
      if (api && typeof api === 'object' && api.config?.reducerPath === key && api.queries)
        slices.push([key, api]);
    }
  }
  return slices;
}

/**
 * Every RTK Query slice of the render's stores, with its answered reads only (a read still
 * pending or failed is made again in the browser, as without a server).
 */
export function serverReadsOf(scope: RenderScope): ServerReads {
  const reads: ServerReads = {};
  for (const [key, api] of apiSlicesOf(scope)) {
    const answered = Object.fromEntries(
      Object.entries(api.queries ?? {}).filter(([, entry]) => entry?.status === 'fulfilled'),
    );
    if (Object.keys(answered).length > 0) reads[key] = { ...api, queries: answered, mutations: {} };
  }
  return reads;
}

/**
 * The guest cart `checkoutId` as the render read it (docs/adr/0189): an answered read whose
 * argument is that checkout (the cart page's read of its lines), with its item count; else null.
 */
export function cartReadOf(scope: RenderScope, checkoutId: string): ServerCart | null {
  for (const [, api] of apiSlicesOf(scope)) {
    for (const entry of Object.values(api.queries ?? {})) {
      if (entry?.status !== 'fulfilled' || entry.originalArgs !== checkoutId) continue;
      const quantity = (entry.data as { checkout?: { quantity?: unknown } | null } | undefined)?.checkout
        ?.quantity;
      return {
        id: checkoutId,
        count: typeof quantity === 'number' && quantity > 0 ? Math.floor(quantity) : 0,
      };
    }
  }
  return null;
}

/** The data blocks of a rendered page. */
export function pageDataBlocks(reads: ServerReads, page: ServerPage | null): string {
  return [
    `<script id="${SERVER_READS_ID}" type="application/json">${jsonForScript(reads)}</script>`,
    `<script id="${SERVER_PAGE_ID}" type="application/json">${jsonForScript(page)}</script>`,
  ].join('');
}
