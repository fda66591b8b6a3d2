import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { fakePageApi, serverRenderThenHydrate } from 'remote-kit/testing';
import { createRenderScope, resetServerReads, SERVER_READS_ID, storage } from 'shared-contracts';
import { shopApi } from '../api/shop-api';
import { createShopStore } from '../app/store';
import { variant } from '../testing/shop-test-kit';
import CartPage, { prepare } from './cart-page';

// A guest's cart named by its cookie is read by the shell's server and drawn in the first HTML
// (docs/adr/0189); the browser's first render is that same cart, from the page's server reads.
// Its own file: the browser side is the tab's one shop store, made here with the server's reads.

const ID = '0b7c9c1e-5f0a-4d5e-9a52-1f6f0d2b8c3a';
const SECRET = 'hB3x_Q-9sV2mLk8PzR4tYw6uNc1dEf7gAa0bJiKoT5s';

const checkout = {
  id: ID,
  quantity: 1,
  lines: [
    {
      id: 'line-1',
      quantity: 1,
      variant: { ...variant('v-1', 'M', 'Black', 5), media: [{ url: '/media/brief.svg' }] },
    },
  ],
  shippingMethods: [],
  availablePaymentGateways: [],
  voucherCode: null,
  discount: null,
  subtotalPrice: { gross: { amount: 28.8, currency: 'USD' } },
};

/** The server's side of a render: the scope with the cookie's cart, its shop store over `api`. */
async function preparedScope(api: ReturnType<typeof fakePageApi>) {
  const scope = createRenderScope({ guestCart: { id: ID, secret: SECRET } });
  const store = scope.scoped('shop', () => createShopStore(undefined, api.client));
  await prepare(scope);
  return { scope, store };
}

afterEach(() => {
  localStorage.clear();
  document.getElementById(SERVER_READS_ID)?.remove();
  resetServerReads();
});

describe('the cart page of a guest whose cart the cookie names (docs/adr/0189)', () => {
  it('holds the cart’s lines in the server’s HTML and hydrates into the same cart, asking nothing again', async () => {
    const api = fakePageApi((request) =>
      request.url.endsWith('/cart-items/') ? { status: 200, data: { checkout } } : undefined,
    );
    const { scope, store } = await preparedScope(api);
    expect(api.requests.map((request) => request.body)).toEqual([{ id: ID }]);
    // The page's server reads, as the shell writes them into the HTML.
    const reads = document.createElement('script');
    reads.id = SERVER_READS_ID;
    reads.type = 'application/json';
    reads.textContent = JSON.stringify({ [shopApi.reducerPath]: store.getState()[shopApi.reducerPath] });
    document.head.appendChild(reads);
    storage.set('checkoutSecret', SECRET);
    storage.set('checkoutId', ID);

    const page = await serverRenderThenHydrate({
      server: <CartPage renderScope={scope} />,
      browser: <CartPage />,
      path: '/cart',
    });

    expect(page.html).toContain('Your cart (1 item)</h1>');
    expect(page.html).toContain('Stud Support Brief');
    expect(page.html).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(page.html).not.toContain('data-skeleton=');
    expect(page.problems).toEqual([]);
    const heading = page.container.querySelector('h1');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart (1 item)' })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    page.unmount();
  });

  it('renders the frame and its placeholder when the API does not open the cart (a user’s cart)', async () => {
    const api = fakePageApi(() => undefined);
    const { scope } = await preparedScope(api);
    expect(api.requests).toHaveLength(1);

    // The server's side only: its hydration is that of a cart the server did not read (cart-page.test.tsx).
    const html = renderToString(
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage renderScope={scope} />
      </MemoryRouter>,
    );

    expect(html).toContain('Your cart</h1>');
    expect(html).toContain('data-skeleton="block"');
    // Not known to be empty: the browser, with the user's token, reads it after hydration.
    expect(html).not.toContain('Your cart is empty');
  });
});
