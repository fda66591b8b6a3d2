import { defaultRuntimeConfig, endpoints } from 'shared-contracts';
import { takePreloadedManifest } from './preloaded-manifests';
import { matchesPattern, pageAssets, preloadCurrentPage, remotePageFor } from './route-preload';

// The preloader's task breaks, let through by the test: each preload after the first waits for one.
const taskBreaks: (() => void)[] = [];
jest.mock('shared-contracts', () => ({
  ...jest.requireActual<object>('shared-contracts'),
  nextTask: () => new Promise<void>((resolve) => taskBreaks.push(resolve)),
}));

/** Lets one waiting task break through, then lets the preloader run up to its next one. */
async function oneTaskBreak() {
  taskBreaks.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets every task break through until the preloader waits for none. */
async function allTaskBreaks() {
  while (taskBreaks.length > 0) await oneTaskBreak();
}

const config = defaultRuntimeConfig();
const manifestUrl = config.remotes.shop;
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'CartPage', assets: { js: { sync: ['__federation_expose_CartPage.0123456789abcdef.js'] } } },
  ],
  shared: [
    { name: 'react-redux', assets: { js: { sync: ['7401.0123456789abcdef.js'] } } },
    { name: 'final-form', assets: { js: { sync: ['3695.0123456789abcdef.js'] } } },
    { name: 'redux-saga', assets: { js: { sync: ['2427.0123456789abcdef.js'] } } },
  ],
};

describe('remotePageFor', () => {
  it('finds the remote page of a brand route, static routes before dynamic ones', () => {
    expect(remotePageFor(config, { hostname: 'localhost', pathname: '/stud/cart' })).toEqual({
      remote: 'shop',
      module: 'CartPage',
      pageKey: 'cart',
      brand: 'stud',
    });
    expect(
      remotePageFor(config, { hostname: 'localhost', pathname: '/stud/shop/some-product' }),
    ).toMatchObject({
      remote: 'shop',
      module: 'ProductPage',
    });
  });

  it('serves careapp at the root and a brand on its own host unprefixed', () => {
    expect(remotePageFor(config, { hostname: 'localhost', pathname: '/' })?.remote).toBe('content');
    expect(remotePageFor(config, { hostname: 'stud.localhost', pathname: '/cart' })?.module).toBe('CartPage');
  });

  it('finds nothing for a path no route answers', () => {
    expect(
      remotePageFor(config, { hostname: 'localhost', pathname: '/stud/nowhere/at/all' }),
    ).toBeUndefined();
  });
});

describe('matchesPattern', () => {
  it('matches parameters and ignores case and trailing slashes', () => {
    expect(matchesPattern('/shop/:productId', '/Shop/abc/')).toBe(true);
    expect(matchesPattern('/shop/:productId', '/shop')).toBe(false);
  });
});

describe('pageAssets', () => {
  it("lists the remote's entry, the page's chunks and the store libraries beside its manifest", () => {
    expect(pageAssets(manifest, manifestUrl, { remote: 'shop', module: 'CartPage' })).toEqual([
      new URL('remoteEntry.js', manifestUrl).href,
      new URL('__federation_expose_CartPage.0123456789abcdef.js', manifestUrl).href,
      new URL('7401.0123456789abcdef.js', manifestUrl).href,
    ]);
  });

  it("adds the files of the shared modules the page consumes as it loads, from the shell's HTML or the remote", () => {
    const withNeeds = {
      ...manifest,
      exposes: [
        {
          name: 'CartPage',
          assets: {
            js: { sync: ['__federation_expose_CartPage.0123456789abcdef.js'] },
            atLoad: { js: [], shared: ['final-form', 'shared-ui'] },
          },
        },
      ],
      shared: [
        {
          name: 'final-form',
          version: '5.0.1',
          assets: { js: { sync: [] }, atLoad: { js: ['3695.js'], shared: [] } },
        },
      ],
    };
    const shell = {
      loads: { 'shared-ui': { version: '0.1.0', eager: false, js: ['251.js'], shared: [] } },
      baseUrl: 'http://localhost/',
    };
    // The store libraries' guess is for manifests without `atLoad` only.
    expect(pageAssets(withNeeds, manifestUrl, { remote: 'shop', module: 'CartPage' }, shell)).toEqual([
      new URL('remoteEntry.js', manifestUrl).href,
      new URL('__federation_expose_CartPage.0123456789abcdef.js', manifestUrl).href,
      new URL('3695.js', manifestUrl).href,
      'http://localhost/251.js',
    ]);
  });

  it("puts the store steps' own chunks first, once, when the remote exposes them (docs/adr/0193)", () => {
    const sync = (...files: string[]) => ({ js: { sync: files } });
    const withSteps = {
      ...manifest,
      exposes: [
        {
          name: 'ProductPage',
          assets: sync('3036.0123456789abcdef.js', '__federation_expose_ProductPage.0.js'),
        },
        { name: 'Store', assets: sync('3036.0123456789abcdef.js', '__federation_expose_Store.0.js') },
        { name: 'StoreLibraries', assets: sync('__federation_expose_StoreLibraries.0.js') },
        ...manifest.exposes,
      ],
    };
    expect(pageAssets(withSteps, manifestUrl, { remote: 'shop', module: 'ProductPage' })).toEqual([
      new URL('remoteEntry.js', manifestUrl).href,
      new URL('__federation_expose_StoreLibraries.0.js', manifestUrl).href,
      new URL('3036.0123456789abcdef.js', manifestUrl).href,
      new URL('__federation_expose_Store.0.js', manifestUrl).href,
      new URL('__federation_expose_ProductPage.0.js', manifestUrl).href,
      new URL('7401.0123456789abcdef.js', manifestUrl).href,
    ]);
  });

  it('adds redux-saga only for the remotes whose stores run sagas from the start', () => {
    const saga = new URL('2427.0123456789abcdef.js', manifestUrl).href;
    expect(pageAssets(manifest, manifestUrl, { remote: 'shop', module: 'CartPage' })).not.toContain(saga);
    expect(pageAssets(manifest, manifestUrl, { remote: 'checkout', module: 'CartPage' })).toContain(saga);
  });
});

describe('preloadCurrentPage', () => {
  // A test's breaks left waiting (its files' preloads) are not the next test's to let through.
  beforeEach(() => {
    taskBreaks.length = 0;
  });

  function page(pathname: string, runtimeConfig = config) {
    const doc = document.implementation.createHTMLDocument('shell');
    const script = doc.createElement('script');
    script.id = 'runtime-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(runtimeConfig);
    doc.head.append(script);
    const fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(manifest)) }),
    );
    const win = {
      location: { hostname: 'localhost', pathname, href: `http://localhost${pathname}` },
      fetch,
      localStorage,
    } as unknown as Window;
    return { doc, win, fetch };
  }

  const preloaded = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

  it("fetches the route's manifest for the shell and preloads the remote's entry and page chunk", async () => {
    const { doc, win, fetch } = page('/stud/cart');

    preloadCurrentPage(doc, win);
    await oneTaskBreak();

    expect(fetch).toHaveBeenCalledWith(manifestUrl);
    await expect(takePreloadedManifest(manifestUrl, win)).resolves.toBe(JSON.stringify(manifest));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTaskBreaks();
    expect(preloaded(doc)).toEqual(pageAssets(manifest, manifestUrl, { remote: 'shop', module: 'CartPage' }));
  });

  it('preloads the remote entry at once and each next file in a task of its own, in order', async () => {
    const { doc, win } = page('/stud/cart');
    const files = pageAssets(manifest, manifestUrl, { remote: 'shop', module: 'CartPage' });
    expect(files.length).toBeGreaterThan(2);

    preloadCurrentPage(doc, win);
    await oneTaskBreak();
    await takePreloadedManifest(manifestUrl, win);
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (let count = 1; count <= files.length; count += 1) {
      expect(preloaded(doc)).toEqual(files.slice(0, count));
      expect(taskBreaks).toHaveLength(count < files.length ? 1 : 0);
      await oneTaskBreak();
    }
  });

  it("preloads the shell's own copy of a shared module the page needs, read from the HTML's shell-loads block", async () => {
    const { doc, win, fetch } = page('/stud/cart');
    const needsUi = {
      ...manifest,
      exposes: [
        {
          name: 'CartPage',
          assets: { js: { sync: ['page.js'] }, atLoad: { js: [], shared: ['shared-ui'] } },
        },
      ],
    };
    fetch.mockImplementation(() =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(needsUi)) }),
    );
    const block = doc.createElement('script');
    block.id = 'shell-loads';
    block.type = 'application/json';
    block.textContent = JSON.stringify({
      'shared-ui': { version: '0.1.0', eager: false, js: ['251.js'], shared: [] },
    });
    doc.head.append(block);

    preloadCurrentPage(doc, win);
    await oneTaskBreak();
    await takePreloadedManifest(manifestUrl, win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTaskBreaks();

    expect(preloaded(doc)).toEqual([
      new URL('remoteEntry.js', manifestUrl).href,
      new URL('page.js', manifestUrl).href,
      'http://localhost/251.js',
    ]);
  });

  it("preloads the shell's Google provider at once when Google sign-in is on, and not otherwise", () => {
    const shellLoads = (doc: Document) => {
      const block = doc.createElement('script');
      block.id = 'shell-loads';
      block.type = 'application/json';
      block.textContent = JSON.stringify({
        '@react-oauth/google': {
          version: '0.13.5',
          eager: false,
          js: ['google-sign-in.js'],
          shared: ['react'],
        },
        react: { version: '19.3.1', eager: true, js: [], shared: [] },
      });
      doc.head.append(block);
    };
    const preloads = (doc: Document) =>
      [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    const withGoogle = page('/stud/cart', {
      ...config,
      googleClientId: 'client-1.apps.googleusercontent.com',
    });
    const without = page('/stud/cart');
    shellLoads(withGoogle.doc);
    shellLoads(without.doc);

    preloadCurrentPage(withGoogle.doc, withGoogle.win);
    preloadCurrentPage(without.doc, without.win);

    // Before the manifest has answered: beside main.js.
    expect(preloads(withGoogle.doc)).toEqual(['http://localhost/google-sign-in.js']);
    expect(preloads(without.doc)).toEqual([]);
  });

  it("starts a content page's first read at once and its manifest a task later, with the stored token", async () => {
    localStorage.setItem('access', 'abc');
    const { doc, win, fetch } = page('/stud/');

    preloadCurrentPage(doc, win);
    const urlsAtOnce = fetch.mock.calls.map((call: unknown[]) => call[0]);
    await oneTaskBreak();

    expect(urlsAtOnce).toEqual([`${config.apiBaseUrl}${endpoints.ab.fetchPageContent}`]);
    const urls = fetch.mock.calls.map((call: unknown[]) => call[0]);
    expect(urls).toEqual([`${config.apiBaseUrl}${endpoints.ab.fetchPageContent}`, config.remotes.content]);
    expect(fetch.mock.calls[0]).toEqual([
      expect.any(String),
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ brand: 'stud', page: 'home' }),
        headers: expect.objectContaining({ Authorization: 'Bearer abc' }) as unknown,
      }),
    ]);
    localStorage.clear();
  });

  it("starts a guarded page's /users/me/ for a signed-in visitor only", async () => {
    const anonymous = page('/stud/profile');
    preloadCurrentPage(anonymous.doc, anonymous.win);
    await allTaskBreaks();
    expect(anonymous.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([config.remotes.auth]);

    localStorage.setItem('access', 'abc');
    const signedIn = page('/stud/profile');
    preloadCurrentPage(signedIn.doc, signedIn.win);
    await allTaskBreaks();
    expect(signedIn.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      `${config.apiBaseUrl}${endpoints.users.me}`,
      config.remotes.auth,
    ]);
    localStorage.clear();
  });

  it("starts only the stored session's reads on a page the server rendered with its others", async () => {
    localStorage.setItem('access', 'abc');
    localStorage.setItem('checkoutId', 'c1');
    const home = page('/stud/');
    const cart = page('/stud/cart');
    for (const { doc } of [home, cart]) doc.documentElement.setAttribute('data-server-rendered', '');

    preloadCurrentPage(home.doc, home.win);
    preloadCurrentPage(cart.doc, cart.win);
    await allTaskBreaks();

    expect(home.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([config.remotes.content]);
    expect(cart.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      `${config.apiBaseUrl}${endpoints.checkout.cartItems}`,
      config.remotes.shop,
    ]);
    localStorage.clear();
  });

  it('sends no read of a cart whose lines the server rendered, but one of another stored cart', async () => {
    localStorage.setItem('checkoutId', 'c1');
    const same = page('/stud/cart');
    const other = page('/stud/cart');
    for (const [{ doc }, rendered] of [
      [same, 'c1'],
      [other, 'c0'],
    ] as const) {
      doc.documentElement.setAttribute('data-server-rendered', '');
      doc.documentElement.setAttribute('data-server-cart', rendered);
    }

    preloadCurrentPage(same.doc, same.win);
    preloadCurrentPage(other.doc, other.win);
    await allTaskBreaks();

    expect(same.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([config.remotes.shop]);
    expect(other.fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      `${config.apiBaseUrl}${endpoints.checkout.cartItems}`,
      config.remotes.shop,
    ]);
    localStorage.clear();
  });

  it('hands a manifest over once, so a reload fetches it afresh', async () => {
    const { doc, win } = page('/stud/cart');
    preloadCurrentPage(doc, win);
    await oneTaskBreak();

    expect(takePreloadedManifest(manifestUrl, win)).toBeDefined();
    expect(takePreloadedManifest(manifestUrl, win)).toBeUndefined();
  });

  it('does nothing on a page without an inline config', async () => {
    const { win, fetch } = page('/stud/cart');
    preloadCurrentPage(document.implementation.createHTMLDocument('plain'), win);
    await allTaskBreaks();
    expect(fetch).not.toHaveBeenCalled();
  });
});
