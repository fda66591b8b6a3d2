import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInRemote } from 'remote-kit/testing';
import {
  defaultRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  storage,
  type CatalogueItem,
} from 'shared-contracts';
import { createTestShop, inShop } from '../testing/shop-test-kit';
import { CartView } from '../features/cart';
import { CatalogueView } from '../features/catalogue';

const brief: CatalogueItem = {
  id: 'UHJvZHVjdDpicmllZg',
  title: 'Stud Support Brief',
  image: '/media/v1/products/brief-black.svg',
  link: '/stud-support-brief',
  price: 28.8,
  discount: '',
  before_discount_price: null,
};

/**
 * The network edge: while `down`, every request fails as when the API cannot be reached (no
 * response); then the shop calls answer.
 */
function flakyApi(answers: Record<string, unknown>) {
  const state = { down: true, calls: [] as string[] };
  const api = fakeApi((config) => {
    const url = config.url ?? '';
    state.calls.push(url);
    if (state.down) return 'network-error';
    const key = Object.keys(answers).find((part) => url.includes(part));
    return { status: 200, data: key ? answers[key] : {} };
  });
  return Object.assign(state, { shop: createTestShop(api.client) });
}

describe('a shop read that failed', () => {
  beforeEach(() => setRuntimeConfig(defaultRuntimeConfig()));
  afterEach(() => {
    resetRuntimeConfig();
    localStorage.clear();
  });

  it('shows what failed with a Retry that fetches the catalogue again and then shows it', async () => {
    const api = flakyApi({ 'products-catalogue': [brief], 'recommended-products': [] });
    const user = userEvent.setup();
    renderInRemote(
      <CatalogueView brand="stud" pageKey="shop" brandHref={(path) => `/stud${path}`} />,
      inShop(api.shop),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    const asked = api.calls.filter((url) => url.includes('products-catalogue')).length;
    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    // The slider repeats its cards to loop: one is enough.
    expect((await screen.findAllByText('Stud Support Brief'))[0]).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((url) => url.includes('products-catalogue')).length).toBe(asked + 1);
    // The recommended products, which failed too, are asked again with it.
    expect(api.calls.filter((url) => url.includes('recommended-products')).length).toBe(2);
  });

  it('does not call a cart it could not load empty: it says so, and Retry shows the cart', async () => {
    storage.set('checkoutId', 'checkout-1');
    const line = {
      id: 'line-1',
      quantity: 2,
      variant: {
        id: 'v-1',
        quantity: 5,
        name: 'M / Black',
        attributes: [],
        product: { name: 'Stud Support Brief' },
        pricing: { price: { net: { amount: 28.8, currency: 'USD' } } },
        media: [],
      },
    };
    const checkout = {
      id: 'checkout-1',
      quantity: 2,
      lines: [line],
      shippingMethods: [],
      availablePaymentGateways: [],
      voucherCode: null,
      discount: null,
      subtotalPrice: { gross: { amount: 57.6, currency: 'USD' } },
    };
    const api = flakyApi({ 'cart-items': { checkout } });
    const user = userEvent.setup();
    renderInRemote(<CartView />, inShop(api.shop));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(storage.get('checkoutId')).toBe('checkout-1');
    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Your cart (2 Items)' })).toBeVisible();
  });
});
