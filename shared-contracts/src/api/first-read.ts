// A route's first read: the API request a page makes as it first renders, which the shell's inline
// route preloader starts from the HTML, in parallel with the shell's and the remote's code, instead
// of after them (docs/adr/0015). The page's API client then takes the answer once instead of asking
// again. Both sides build the request from here, so they agree on it; when they do not (a remote
// deployed with another read), nothing matches and the page simply fetches as it always does.
import type { BrandId, RemoteName } from '../brands/brand-ids';
import type { GuardKind } from '../brands/brand-types';
import { preloadLeadPicture, type LeadPicture } from './lead-picture';
import { CHECKOUT_SECRET_HEADER } from './types/checkout-api';
import { VISITOR_ID_HEADER } from './types/content-api';
import { visitorId } from './visitor-id';

/** One request a page makes as it first renders, as its endpoint hands it to the API client. */
export interface FirstRead {
  method: 'GET' | 'POST';
  /** Path relative to the API base URL (`endpoints`). */
  url: string;
  /** Query parameters of a GET. */
  params?: Record<string, string>;
  /** JSON body of a POST. */
  data?: unknown;
  /**
   * How many parts of the page make this very request as they first render (default 1): each takes
   * the one early answer, so the page sends it once (the shell's cart badge and the cart or
   * checkout page both read the cart; the shell's guard and the profile page both read the user).
   */
  readers?: number;
  /** A read about the stored checkout: it carries the checkout's secret, as the API client sends it. */
  aboutCheckout?: boolean;
  /** The picture of its answer that the page shows largest, fetched as soon as it answers. */
  leadPicture?: LeadPicture;
}

/** The page a URL renders, as the route table names it. */
export interface FirstReadPage {
  remote: RemoteName;
  module: string;
  pageKey: string;
  brand: BrandId;
  /** The route's parameters, decoded as react-router gives them to the page ('/shop/:productId'). */
  params?: Record<string, string>;
  /** The route's access rule, if any. */
  guard?: GuardKind;
}

// Paths as in `endpoints` (endpoints.test.ts checks they are equal); written out so the inline
// preloader does not carry the whole endpoint table.
const PAGE_CONTENT = '/api/ab_test/fetch-page-content/';
const TERMS = '/api/landing/terms-condition/';
const PRODUCT_DETAIL = '/api/ecom/products-detail/';
const ME = '/api/users/me/';
const CART_ITEMS = '/api/ecom/cart-items/';
const COUNTRIES = '/api/ecom/countries-list/';
const SHIPPING_METHODS = '/api/ecom/available-shipping-methods/';

/** Content pages without A/B blocks of their own (the consult form, the editor). */
const CONTENT_WITHOUT_BLOCKS: ReadonlySet<string> = new Set(['ConsultPage', 'AbContentEditorPage']);

/** What the stored session says, as the preloader reads it from local storage. */
export interface FirstReadSession {
  signedIn: boolean;
  /** The stored cart (`checkoutId`), if any. */
  checkoutId?: string | null;
}

/** Pages that read the signed-in user as they first render (the profile form starts from it). */
const READS_ME: ReadonlySet<string> = new Set(['auth/ProfilePage', 'checkout/CheckoutPage']);
/** Pages that read the stored cart as they first render, beside the shell's cart badge. */
const READS_CART: ReadonlySet<string> = new Set(['shop/CartPage', 'checkout/CheckoutPage']);

/**
 * The reads a page starts as it first renders, the ones its first content waits for: a content
 * page's A/B blocks (and the terms page's two documents), the product page's product, the cart
 * and checkout pages' stored cart (with the checkout's countries and delivery methods), and for a signed-in visitor the user (`/users/me/`) that a
 * guarded page's guard or the page itself asks for. Empty for the other pages for now.
 */
export function firstReadsOf(
  page: FirstReadPage,
  session: FirstReadSession = { signedIn: false },
): FirstRead[] {
  const reads = pageReads(page);
  const name = `${page.remote}/${page.module}`;
  // With a stored token, the shell's guard asks who the visitor is before it even loads a guarded
  // page (host-shell use-current-user.ts); a guest page only looks at the token.
  const guardReadsMe = page.guard !== undefined && page.guard !== 'guest';
  const meReaders = (guardReadsMe ? 1 : 0) + (READS_ME.has(name) ? 1 : 0);
  if (session.signedIn && meReaders > 0) reads.unshift(withReaders({ method: 'GET', url: ME }, meReaders));
  // The shell's cart badge reads the stored cart on every page (host-shell cart-count-context.tsx);
  // on these pages the page reads the very same, so both take one early answer.
  if (session.checkoutId && READS_CART.has(name))
    reads.push({
      method: 'POST',
      url: CART_ITEMS,
      data: { id: session.checkoutId },
      readers: 2,
      aboutCheckout: true,
      // The cart page's largest paint is its first line's picture; the checkout's is its frame.
      ...(name === 'shop/CartPage' ? { leadPicture: 'firstCartLine' as const } : {}),
    });
  // The checkout's forms wait for the countries too, and its delivery choice for the cart's methods.
  if (name === 'checkout/CheckoutPage' && session.checkoutId) {
    reads.push({ method: 'GET', url: COUNTRIES });
    reads.push({
      method: 'GET',
      url: SHIPPING_METHODS,
      params: { checkout_id: session.checkoutId },
      aboutCheckout: true,
    });
  }
  return reads;
}

const withReaders = (read: FirstRead, readers: number): FirstRead =>
  readers > 1 ? { ...read, readers } : read;

function pageReads(page: FirstReadPage): FirstRead[] {
  const productId = page.params?.productId;
  if (page.remote === 'shop' && page.module === 'ProductPage' && productId)
    return [{ method: 'POST', url: `${PRODUCT_DETAIL}${encodeURIComponent(productId)}`, data: {} }];
  if (page.remote !== 'content' || CONTENT_WITHOUT_BLOCKS.has(page.module)) return [];
  const reads: FirstRead[] = [
    { method: 'POST', url: PAGE_CONTENT, data: { brand: page.brand, page: page.pageKey } },
  ];
  if (page.module === 'TermsPage')
    for (const type of ['terms', 'privacy']) reads.push({ method: 'GET', url: TERMS, params: { type } });
  return reads;
}

/**
 * Whether a read depends on the stored session: the signed-in user or the stored cart. The shell's
 * server never sees those (they stay in the browser's storage), so a page it rendered still
 * needs them read in the browser; its other reads are in the page already (docs/adr/0140, 0180).
 */
export const isSessionRead = (read: FirstRead): boolean => read.url === ME || read.aboutCheckout === true;

/** The paths of the first reads, for endpoints.test.ts. */
export const FIRST_READ_PATHS = {
  pageContent: PAGE_CONTENT,
  terms: TERMS,
  productDetail: (productId: string) => `${PRODUCT_DETAIL}${encodeURIComponent(productId)}`,
  me: ME,
  cartItems: CART_ITEMS,
  countriesList: COUNTRIES,
  availableShippingMethods: SHIPPING_METHODS,
} as const;

/** Whether a remote's API calls carry the visitor id (the content remote's sticky A/B variants). */
const sendsVisitorId = (remote: RemoteName) => remote === 'content';

/** What a preloaded read answered. */
export interface FirstReadAnswer {
  status: number;
  /** The body as text; the client parses it as it would its own answer. */
  body: string;
  headers: Record<string, string>;
}

interface StartedRead {
  /** Method, absolute URL and body: what the page's request must equal. */
  key: string;
  /** The Authorization and visitor id headers it was sent with. */
  authorization: string | null;
  visitor: string | null;
  startedAt: number;
  /** The requests still to take it ({@link FirstRead.readers}). */
  readers: number;
  answer: Promise<FirstReadAnswer>;
}

/** The window property the preloader fills and the API client empties. */
export const FIRST_READS = '__shellFirstReads';

/**
 * How long a preloaded answer stays usable. Shorter than the 60 s RTK Query keeps an answer for a
 * page that comes back, so it is never staler than what the page would show from its own cache;
 * a page that asks later (a slow network, a visitor who went elsewhere first) fetches afresh.
 */
export const FIRST_READ_MAX_AGE_MS = 30_000;

function startedReads(win: Window): StartedRead[] {
  const holder = win as unknown as Record<string, StartedRead[] | undefined>;
  holder[FIRST_READS] ??= [];
  return holder[FIRST_READS];
}

/** The query string the way axios writes simple string parameters. */
function withParams(url: string, params?: Record<string, string>): string {
  if (!params || Object.keys(params).length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/** `baseURL` and `url` joined as axios joins them, made absolute against the page. */
export function firstReadUrl(
  baseURL: string,
  url: string,
  params: Record<string, string> | undefined,
  page: string,
): string {
  const joined =
    /^[a-z][a-z\d+.-]*:\/\//i.test(url) || !baseURL
      ? url
      : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  return new URL(withParams(joined, params), page).href;
}

const keyOf = (method: string, absoluteUrl: string, data: unknown) =>
  `${method.toUpperCase()} ${absoluteUrl} ${data === undefined ? '' : JSON.stringify(data)}`;

/**
 * Starts the first reads of `page` (the preloader, from the HTML): the same requests, headers and
 * bodies its API client would send. `accessToken` is the stored session's, sent as the client
 * sends it (the API answers editors with their previews). Never throws.
 */
export function startFirstReads(
  page: FirstReadPage,
  options: {
    apiBaseUrl: string;
    accessToken: string | null;
    checkoutId?: string | null;
    checkoutSecret?: string | null;
    /** Only the reads of the stored session: the page was rendered with the others. */
    sessionOnly?: boolean;
    /** The server rendered the stored checkout's cart (docs/adr/0189): its reads are in the page. */
    checkoutRendered?: boolean;
  },
  win: Window = window,
): void {
  try {
    const all = firstReadsOf(page, {
      signedIn: options.accessToken !== null,
      checkoutId: options.checkoutId ?? null,
    });
    const reads = (options.sessionOnly ? all.filter(isSessionRead) : all).filter(
      (read) => !(options.checkoutRendered && read.aboutCheckout),
    );
    if (reads.length === 0) return;
    const visitor = sendsVisitorId(page.remote) ? visitorId() : null;
    const authorization = options.accessToken ? `Bearer ${options.accessToken}` : null;
    for (const read of reads) {
      const url = firstReadUrl(options.apiBaseUrl, read.url, read.params, win.location.href);
      const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
      if (read.data !== undefined) headers['Content-Type'] = 'application/json';
      if (visitor) headers[VISITOR_ID_HEADER] = visitor;
      if (authorization) headers.Authorization = authorization;
      if (read.aboutCheckout && options.checkoutSecret)
        headers[CHECKOUT_SECRET_HEADER] = options.checkoutSecret;
      const answer = win
        .fetch(url, {
          method: read.method,
          headers,
          body: read.data === undefined ? undefined : JSON.stringify(read.data),
          credentials: 'omit',
        })
        .then(async (response) => ({
          status: response.status,
          body: await response.text(),
          headers: Object.fromEntries(response.headers),
        }));
      // Nobody may be waiting yet: a failure is the page's own fetch's to report.
      answer.catch(() => undefined);
      const { leadPicture } = read;
      if (leadPicture)
        void answer.then(
          ({ status, body }) => {
            if (status === 200) preloadLeadPicture(leadPicture, body, options.apiBaseUrl, win.document);
          },
          () => undefined,
        );
      startedReads(win).push({
        key: keyOf(read.method, url, read.data),
        authorization,
        visitor,
        startedAt: Date.now(),
        readers: read.readers ?? 1,
        answer,
      });
    }
  } catch {
    // No early read; the page fetches as usual.
  }
}

/** A request the API client is about to send, as the preloaded ones are compared with it. */
export interface OutgoingRead {
  method: string;
  /** Absolute URL, query string included. */
  url: string;
  data: unknown;
  authorization: string | null;
  visitor: string | null;
}

/**
 * The preloaded answer of this very request (same method, URL, body, token and visitor id), once
 * per reader ({@link FirstRead.readers}, usually one): a request with another token or visitor id
 * drops it, and one started longer than {@link FIRST_READ_MAX_AGE_MS} ago is dropped. Undefined
 * when there is none.
 */
export function takeFirstRead(
  request: OutgoingRead,
  win: Window = window,
): Promise<FirstReadAnswer> | undefined {
  const reads = (win as unknown as Record<string, StartedRead[] | undefined>)[FIRST_READS];
  if (!reads?.length) return undefined;
  const key = keyOf(request.method, request.url, request.data);
  const index = reads.findIndex((read) => read.key === key);
  if (index < 0) return undefined;
  const read = reads[index];
  if (!read) return undefined;
  read.readers -= 1;
  const usable =
    Date.now() - read.startedAt <= FIRST_READ_MAX_AGE_MS &&
    read.authorization === request.authorization &&
    read.visitor === request.visitor;
  if (!usable || read.readers <= 0) reads.splice(index, 1);
  return usable ? read.answer : undefined;
}
