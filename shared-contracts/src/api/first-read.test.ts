import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { storage } from '../storage/storage';
import { createApiClient } from './api-client';
import { endpoints } from './endpoints';
import {
  FIRST_READ_MAX_AGE_MS,
  FIRST_READ_PATHS,
  FIRST_READS,
  firstReadsOf,
  type FirstReadPage,
  firstReadUrl,
  startFirstReads,
} from './first-read';
import { cartAnswer, cartLineAnswer } from './testing/cart-answer';
import { fakeServer } from './testing/fake-api-server';
import { VISITOR_ID_HEADER } from './types/content-api';
import { visitorId } from './visitor-id';

const apiBaseUrl = defaultRuntimeConfig().apiBaseUrl;
/** The checkout page of stud: it reads the stored cart, its countries and delivery methods. */
const CHECKOUT_PAGE: FirstReadPage = {
  remote: 'checkout',
  module: 'CheckoutPage',
  pageKey: 'checkout',
  brand: 'stud',
};
const home: FirstReadPage = { remote: 'content', module: 'HomePage', pageKey: 'home', brand: 'stud' };
const homeRead = { brand: 'stud', page: 'home' };

/** A fetch that answers every preloaded read with `status` and a body naming its URL. */
function fakeFetch(status = 200) {
  return jest.fn((url: string, init?: RequestInit) =>
    // What the preloader reads of a fetch Response (jsdom has none).
    Promise.resolve({
      status,
      text: () =>
        Promise.resolve(JSON.stringify({ data: { from: 'preload', url, body: init?.body ?? null } })),
      headers: new Map([['content-type', 'application/json']]),
    }),
  );
}

function preload(page = home, status = 200, accessToken: string | null = null) {
  const fetch = fakeFetch(status);
  window.fetch = fetch as unknown as typeof window.fetch;
  startFirstReads(page, { apiBaseUrl, accessToken });
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(defaultRuntimeConfig());
  delete (window as unknown as Record<string, unknown>)[FIRST_READS];
});
afterAll(() => resetRuntimeConfig());

describe('firstReadsOf', () => {
  it("reads a content page's A/B blocks, and the terms page's two documents too", () => {
    expect(firstReadsOf(home)).toEqual([
      { method: 'POST', url: endpoints.ab.fetchPageContent, data: homeRead },
    ]);
    expect(firstReadsOf({ ...home, module: 'TermsPage', pageKey: 'terms' })).toEqual([
      { method: 'POST', url: endpoints.ab.fetchPageContent, data: { brand: 'stud', page: 'terms' } },
      { method: 'GET', url: endpoints.landing.termsCondition, params: { type: 'terms' } },
      { method: 'GET', url: endpoints.landing.termsCondition, params: { type: 'privacy' } },
    ]);
  });

  it("reads the product page's product, by the id of its URL", () => {
    expect(
      firstReadsOf({
        ...home,
        remote: 'shop',
        module: 'ProductPage',
        pageKey: 'product',
        params: { productId: 'a b' },
      }),
    ).toEqual([{ method: 'POST', url: endpoints.shop.productsDetail('a b'), data: {} }]);
  });

  it("reads the guard's /users/me/ first for a signed-in visitor of a guarded page", () => {
    const profile: FirstReadPage = {
      remote: 'auth',
      module: 'ProfilePage',
      pageKey: 'profile',
      brand: 'stud',
    };
    const me = { method: 'GET', url: endpoints.users.me };
    // The profile page reads the user too: the guard and the page take one answer.
    expect(firstReadsOf({ ...profile, guard: 'auth' }, { signedIn: true })).toEqual([{ ...me, readers: 2 }]);
    expect(firstReadsOf({ ...home, guard: 'editor' }, { signedIn: true })[0]).toEqual(me);
    expect(firstReadsOf({ ...profile, guard: 'auth' }, { signedIn: false })).toEqual([]);
    expect(firstReadsOf({ ...profile, module: 'LoginPage', guard: 'guest' }, { signedIn: true })).toEqual([]);
  });

  it('reads the stored cart of the cart and checkout pages once for the page and the cart badge', () => {
    const cart = {
      method: 'POST',
      url: endpoints.checkout.cartItems,
      data: { id: 'c1' },
      readers: 2,
      aboutCheckout: true,
    };
    const shop: FirstReadPage = { remote: 'shop', module: 'CartPage', pageKey: 'cart', brand: 'stud' };
    const checkout: FirstReadPage = {
      ...shop,
      remote: 'checkout',
      module: 'CheckoutPage',
      pageKey: 'checkout',
    };

    // The cart page also asks for its first line's picture as soon as the cart answers.
    expect(firstReadsOf(shop, { signedIn: false, checkoutId: 'c1' })).toEqual([
      { ...cart, leadPicture: 'firstCartLine' },
    ]);
    expect(firstReadsOf(checkout, { signedIn: false, checkoutId: 'c1' })).toEqual([
      cart,
      { method: 'GET', url: endpoints.checkout.countriesList },
      {
        method: 'GET',
        url: endpoints.checkout.availableShippingMethods,
        params: { checkout_id: 'c1' },
        aboutCheckout: true,
      },
    ]);
    // A signed-in shopper's form starts from the profile; no cart, no cart reads (the page leaves).
    expect(firstReadsOf(checkout, { signedIn: true, checkoutId: null })).toEqual([
      { method: 'GET', url: endpoints.users.me },
    ]);
    expect(firstReadsOf(shop, { signedIn: false })).toEqual([]);
  });

  it('reads nothing for pages without blocks and for the other remotes', () => {
    expect(firstReadsOf({ ...home, module: 'ConsultPage' })).toEqual([]);
    expect(firstReadsOf({ ...home, remote: 'shop', module: 'CatalogPage' })).toEqual([]);
  });

  it('uses the paths of the endpoint table', () => {
    expect(FIRST_READ_PATHS.pageContent).toBe(endpoints.ab.fetchPageContent);
    expect(FIRST_READ_PATHS.terms).toBe(endpoints.landing.termsCondition);
    expect(FIRST_READ_PATHS.productDetail('x/1')).toBe(endpoints.shop.productsDetail('x/1'));
    expect(FIRST_READ_PATHS.me).toBe(endpoints.users.me);
    expect(FIRST_READ_PATHS.cartItems).toBe(endpoints.checkout.cartItems);
    expect(FIRST_READ_PATHS.countriesList).toBe(endpoints.checkout.countriesList);
    expect(FIRST_READ_PATHS.availableShippingMethods).toBe(endpoints.checkout.availableShippingMethods);
  });
});

describe('firstReadUrl', () => {
  it('joins the base URL and the path as axios does, with the query string', () => {
    expect(firstReadUrl('https://api.example.test/v1/', '/api/x/', { type: 'terms' }, 'http://shell/')).toBe(
      'https://api.example.test/v1/api/x/?type=terms',
    );
    expect(firstReadUrl('', '/api/x/', undefined, 'http://shell/stud/')).toBe('http://shell/api/x/');
  });
});

describe('a preloaded first read', () => {
  it('is sent as the page sends it: method, body, visitor id and token', () => {
    const fetch = preload(home, 200, 'abc');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${apiBaseUrl}${endpoints.ab.fetchPageContent}`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(homeRead));
    expect(init?.headers).toMatchObject({ [VISITOR_ID_HEADER]: visitorId(), Authorization: 'Bearer abc' });
  });

  it("answers the page's own request once, without sending it", async () => {
    preload();
    const server = fakeServer(() => ({ status: 200, data: { data: { from: 'server' } } }));
    const client = createApiClient({ adapter: server.adapter });
    const send = () =>
      client.post(endpoints.ab.fetchPageContent, homeRead, { headers: { [VISITOR_ID_HEADER]: visitorId() } });

    const first = await send();
    expect(first.data).toMatchObject({ data: { from: 'preload' } });
    expect(server.requests).toHaveLength(0);
    const second = await send();
    expect(second.data).toEqual({ data: { from: 'server' } });
    expect(server.requests).toHaveLength(1);
  });

  it("sends the stored checkout's secret with the reads about the checkout only", () => {
    const fetch = fakeFetch();
    window.fetch = fetch as unknown as typeof window.fetch;
    const checkout = CHECKOUT_PAGE;
    startFirstReads(checkout, { apiBaseUrl, accessToken: null, checkoutId: 'c1', checkoutSecret: 's3cret' });
    const sent = fetch.mock.calls.map(([url, init]) => [
      new URL(url).pathname,
      (init?.headers as Record<string, string>)['X-Checkout-Secret'],
    ]);
    expect(sent).toEqual([
      [endpoints.checkout.cartItems, 's3cret'],
      [endpoints.checkout.countriesList, undefined],
      [endpoints.checkout.availableShippingMethods, 's3cret'],
    ]);
  });

  it("sends only the stored session's reads for a page the server rendered with the others", () => {
    const fetch = fakeFetch();
    window.fetch = fetch as unknown as typeof window.fetch;
    const checkout: FirstReadPage = { ...CHECKOUT_PAGE, guard: 'auth' };
    const home: FirstReadPage = { remote: 'content', module: 'HomePage', pageKey: 'home', brand: 'stud' };
    const session = { apiBaseUrl, accessToken: 'token', checkoutId: 'c1', sessionOnly: true };
    startFirstReads(checkout, session);
    startFirstReads(home, session);
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      endpoints.users.me,
      endpoints.checkout.cartItems,
      endpoints.checkout.availableShippingMethods,
    ]);
  });

  it("fetches the cart page's first picture once the cart answers, and not on the checkout", async () => {
    const body = cartAnswer([cartLineAnswer('/media/first.svg')]);
    window.fetch = jest.fn(() =>
      Promise.resolve({ status: 200, text: () => Promise.resolve(body), headers: new Map() }),
    ) as unknown as typeof window.fetch;
    const cartPage: FirstReadPage = { remote: 'shop', module: 'CartPage', pageKey: 'cart', brand: 'stud' };
    const pictures = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => link.href,
      );
    try {
      startFirstReads(CHECKOUT_PAGE, { apiBaseUrl, accessToken: null, checkoutId: 'c1' });
      startFirstReads(cartPage, { apiBaseUrl, accessToken: null, checkoutId: 'c1' });
      expect(pictures()).toEqual([]);
      // The fake fetch and its text() answer in microtasks: all done before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(pictures()).toEqual([`${apiBaseUrl.replace(/\/+$/, '')}/media/first.svg`]);
    } finally {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    }
  });

  it('answers as many requests as it has readers: the cart badge and the checkout page', async () => {
    window.fetch = fakeFetch() as unknown as typeof window.fetch;
    const checkout = CHECKOUT_PAGE;
    startFirstReads(checkout, { apiBaseUrl, accessToken: null, checkoutId: 'c1' });
    const server = fakeServer(() => ({ status: 200, data: { data: { from: 'server' } } }));
    const client = createApiClient({ adapter: server.adapter });
    const readCart = () => client.post(endpoints.checkout.cartItems, { id: 'c1' });

    expect((await readCart()).data).toMatchObject({ data: { from: 'preload' } });
    expect((await readCart()).data).toMatchObject({ data: { from: 'preload' } });
    expect(server.requests).toHaveLength(0);
    expect((await readCart()).data).toEqual({ data: { from: 'server' } });
    expect(server.requests).toHaveLength(1);
  });

  it('is not used by a request that differs in body, visitor id or token', async () => {
    const server = fakeServer(() => ({ status: 200, data: { from: 'server' } }));
    const client = createApiClient({ adapter: server.adapter });
    const headers = () => ({ [VISITOR_ID_HEADER]: visitorId() });

    preload();
    await client.post(
      endpoints.ab.fetchPageContent,
      { brand: 'stud', page: 'home-b' },
      { headers: headers() },
    );
    preload();
    await client.post(endpoints.ab.fetchPageContent, homeRead, {
      headers: { [VISITOR_ID_HEADER]: 'another1' },
    });
    preload();
    storage.set('access', 'signed-in-since');
    await client.post(endpoints.ab.fetchPageContent, homeRead, { headers: headers() });

    expect(server.requests).toHaveLength(3);
  });

  it('falls back to a request of its own when the preloaded one failed or was not a success', async () => {
    const server = fakeServer(() => ({ status: 200, data: { from: 'server' } }));
    const client = createApiClient({ adapter: server.adapter });
    const send = () =>
      client.post(endpoints.ab.fetchPageContent, homeRead, { headers: { [VISITOR_ID_HEADER]: visitorId() } });

    preload(home, 503);
    expect((await send()).data).toEqual({ from: 'server' });
    window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    startFirstReads(home, { apiBaseUrl, accessToken: null });
    expect((await send()).data).toEqual({ from: 'server' });
    expect(server.requests).toHaveLength(2);
  });

  it(`is dropped when the page asks more than ${FIRST_READ_MAX_AGE_MS / 1000} s later`, async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    preload();
    now.mockReturnValue(1_000_000 + FIRST_READ_MAX_AGE_MS + 1);
    const server = fakeServer(() => ({ status: 200, data: { from: 'server' } }));
    const client = createApiClient({ adapter: server.adapter });

    await client.post(endpoints.ab.fetchPageContent, homeRead, {
      headers: { [VISITOR_ID_HEADER]: visitorId() },
    });

    expect(server.requests).toHaveLength(1);
    now.mockRestore();
  });

  it('matches a GET with its query parameters', async () => {
    preload({ ...home, module: 'TermsPage', pageKey: 'terms' });
    const server = fakeServer(() => ({ status: 200, data: { from: 'server' } }));
    const client = createApiClient({ adapter: server.adapter });
    const headers = { [VISITOR_ID_HEADER]: visitorId() };

    const privacy = await client.get(endpoints.landing.termsCondition, {
      params: { type: 'privacy' },
      headers,
    });

    expect(privacy.data).toMatchObject({ data: { from: 'preload' } });
    expect(String((privacy.data as { data: { url: string } }).data.url)).toContain('type=privacy');
    expect(server.requests).toHaveLength(0);
  });
});
