/**
 * @jest-environment node
 */
// The renderer as the static server runs it, in Node, over the shell's real components; only the
// remote's container is stood in for (its page module), as the federation runtime would hand it.
import { defaultRuntimeConfig } from 'shared-contracts';
import { isServerRendered, renderPage } from './render-page';
import type { ServerPageModule, ServerRemotes } from './server-remotes';

const config = defaultRuntimeConfig();
const request = (pathname: string) => ({
  config,
  url: { hostname: 'localhost', pathname },
  origin: { hostname: 'localhost', port: '3000', protocol: 'http:' },
  nonce: 'test-nonce',
});
const remotesGiving = (module: ServerPageModule | undefined): ServerRemotes => ({
  page: () => Promise.resolve(module),
});

function HomePage({ brand }: { brand: string }) {
  return <h1>Home of {brand}</h1>;
}

const prepare = () => Promise.resolve();

function Broken(): never {
  throw new Error('the remote page threw');
}

describe('renderPage', () => {
  it("renders the brand's frame around the remote's page, with the shell's styles", async () => {
    const page = await renderPage(remotesGiving({ default: HomePage, prepare }), request('/stud/'));
    expect(page.page).toEqual({ remote: 'content', module: 'HomePage' });
    expect(page.body).toContain('<h1>Home of <!-- -->stud</h1>');
    expect(page.body).toContain('<header');
    expect(page.body).toContain('<footer');
    expect(page.htmlAttributes).toContain('data-brand="stud"');
    expect(page.head).toContain(
      '<script id="server-page" type="application/json">{"remote":"content","module":"HomePage"}</script>',
    );
  });

  it('renders the placeholder where a remote that is down, slow or throwing would be', async () => {
    for (const remotes of [remotesGiving(undefined), remotesGiving({ default: Broken, prepare })]) {
      const page = await renderPage(remotes, request('/stud/terms'));
      expect(page.page).toBeNull();
      expect(page.complete).toBe(false);
      expect(page.body).toContain('role="status"');
      expect(page.body).toContain('<footer');
      expect(page.head).toContain('<script id="server-page" type="application/json">null</script>');
    }
  });

  it("hands the route's remote its server-side fault, and no other remote's", async () => {
    const asked: unknown[] = [];
    const remotes: ServerRemotes = {
      page: (_remotes, _remote, _module, _budget, fault) => {
        asked.push(fault);
        return Promise.resolve({ default: HomePage, prepare });
      },
    };
    await renderPage(remotes, { ...request('/stud/'), faults: { content: { name: 'server-down' } } });
    await renderPage(remotes, { ...request('/stud/'), faults: { shop: { name: 'server-down' } } });
    await renderPage(remotes, request('/stud/'));
    expect(asked).toEqual([{ name: 'server-down' }, null, null]);
  });

  it('runs the page module’s reads in the render’s own scope, one per request', async () => {
    const scopes = new Set<unknown>();
    const module: ServerPageModule = {
      default: HomePage,
      prepare: (scope) => {
        scopes.add(scope.scoped('content', () => ({})));
        return Promise.resolve();
      },
    };
    await renderPage(remotesGiving(module), request('/stud/'));
    await renderPage(remotesGiving(module), request('/stud/'));
    expect(scopes.size).toBe(2);
  });

  it('hands the page the guest cart its cookie names, and none for a malformed cookie', async () => {
    const id = '0b7c9c1e-5f0a-4d5e-9a52-1f6f0d2b8c3a';
    const secret = 'hB3x_Q-9sV2mLk8PzR4tYw6uNc1dEf7gAa0bJiKoT5s';
    const carts: unknown[] = [];
    const module: ServerPageModule = {
      default: HomePage,
      prepare: (scope) => {
        carts.push(scope.guestCart);
        return Promise.resolve();
      },
    };
    for (const cookies of [`vid=visitor-1; cart=${id}.${secret}`, 'cart=nonsense', undefined])
      await renderPage(remotesGiving(module), { ...request('/stud/cart'), cookies });
    expect(carts).toEqual([{ id, secret }, null, null]);
  });

  it('marks the page with the guest cart it rendered, and its count, so the browser does not read it again', async () => {
    const id = '0b7c9c1e-5f0a-4d5e-9a52-1f6f0d2b8c3a';
    const cookies = `cart=${id}.hB3x_Q-9sV2mLk8PzR4tYw6uNc1dEf7gAa0bJiKoT5s`;
    /** A page whose store read the cart with this status, as RTK Query keeps it. */
    const readingCart = (status: string): ServerPageModule => ({
      default: HomePage,
      prepare: (scope) => {
        const state = {
          shopApi: {
            config: { reducerPath: 'shopApi' },
            queries: {
              [`getCart("${id}")`]: { status, originalArgs: id, data: { checkout: { id, quantity: 2 } } },
            },
          },
        };
        scope.scoped('shop', () => ({ getState: () => state }));
        return Promise.resolve();
      },
    });
    const read = await renderPage(remotesGiving(readingCart('fulfilled')), {
      ...request('/stud/cart'),
      cookies,
    });
    const refused = await renderPage(remotesGiving(readingCart('rejected')), {
      ...request('/stud/cart'),
      cookies,
    });
    expect(read.htmlAttributes).toContain(`data-server-cart="${id}" data-server-cart-count="2"`);
    // The header's badge shows the cart's count in the first HTML.
    expect(read.body).toContain('aria-label="Checkout, 2 Items in cart"');
    expect(refused.htmlAttributes).not.toContain('data-server-cart');
  });

  it('renders the placeholder for a page module that does not take part (no prepare)', async () => {
    const page = await renderPage(remotesGiving({ default: HomePage }), request('/stud/'));
    expect(page.page).toBeNull();
    expect(page.body).not.toContain('Home of');
  });

  it("renders a signed-in page's frame: the page as the guard shows it before it knows the visitor", async () => {
    function ProfileFrame({ personalParts }: { personalParts?: boolean }) {
      return <h1>{personalParts === false ? 'Profile' : 'Someone’s profile'}</h1>;
    }
    const page = await renderPage(
      remotesGiving({ default: ProfileFrame, prepare }),
      request('/stud/profile'),
    );
    expect(page.page).toEqual({ remote: 'auth', module: 'ProfilePage' });
    // The page is told to hold its personal parts: the server does not know the visitor.
    expect(page.body).toContain('<h1>Profile</h1>');
    // No redirect nor the account check's skeleton: the browser's guard decides after hydration.
    expect(page.body).not.toContain('Checking your account');
  });

  it("refuses the editors' pages (their frame is the editor's tools)", async () => {
    await expect(
      renderPage(remotesGiving({ default: HomePage, prepare }), request('/stud/admin/ab-content/hero')),
    ).rejects.toThrow('not a server-rendered page');
  });

  it("says which pages the static server should ask for: public and personal ones, outside the editors' view", () => {
    const on = (pathname: string) => isServerRendered(config, { hostname: 'localhost', pathname });
    expect(on('/stud/')).toBe(true);
    expect(on('/stud/shop/stud-support-brief')).toBe(true);
    expect(on('/stud/profile')).toBe(true);
    expect(on('/stud/order-history')).toBe(true);
    expect(on('/stud/otp')).toBe(true);
    expect(on('/stud/admin/ab-content/hero')).toBe(false);
    expect(on('/ab_test/stud/')).toBe(false);
    expect(on('/ab_test/stud/shop')).toBe(false);
  });

  it("renders the guests' pages (login, register) and the reset pages too, not the editors' ones", () => {
    const on = (pathname: string) => isServerRendered(config, { hostname: 'localhost', pathname });
    for (const path of ['/stud/login', '/stud/register', '/stud/reset-password', '/stud/reset-password-otp'])
      expect(on(path)).toBe(true);
    expect(on('/stud/admin/ab-content/x')).toBe(false);
    expect(on('/login')).toBe(true);
  });

  it('renders a guests’ page as a guest sees it: the server has no token', async () => {
    const page = await renderPage(remotesGiving({ default: HomePage, prepare }), request('/stud/login'));
    expect(page.page).toEqual({ remote: 'auth', module: 'LoginPage' });
    expect(page.body).toContain('<h1>Home of <!-- -->stud</h1>');
  });

  it("renders the brand's not-found page at an unknown path, with no remote in it", async () => {
    expect(isServerRendered(config, { hostname: 'localhost', pathname: '/stud/no-such-page' })).toBe(true);
    const asked: string[] = [];
    const remotes: ServerRemotes = {
      page: (_remotes, remote) => {
        asked.push(remote);
        return Promise.resolve({ default: HomePage, prepare });
      },
    };
    const page = await renderPage(remotes, request('/stud/no-such-page'));
    expect(asked).toEqual([]);
    expect(page.page).toBeNull();
    expect(page.body).toContain('id="error-page-title"');
    expect(page.body).toContain('<footer');
    expect(page.htmlAttributes).not.toContain('data-server-rendered');
    expect(page.complete).toBe(true);
  });

  it("leaves the shell's own editors' pages to the browser", () => {
    expect(isServerRendered(config, { hostname: 'localhost', pathname: '/stud/ops/remote-loads' })).toBe(
      false,
    );
  });

  it("refuses the editors' /ab_test view, whose answers depend on the editor's token", async () => {
    await expect(renderPage(remotesGiving({ default: HomePage }), request('/ab_test/stud/'))).rejects.toThrow(
      'not a server-rendered page',
    );
  });
});
