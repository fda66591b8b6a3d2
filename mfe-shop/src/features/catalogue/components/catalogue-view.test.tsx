import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInRemote } from 'remote-kit/testing';
import {
  defaultRuntimeConfig,
  MESSAGES,
  resetRuntimeConfig,
  setRuntimeConfig,
  type CatalogueItem,
} from 'shared-contracts';
import { createTestShop, inShop, testProduct } from '../../../testing/shop-test-kit';
import { CatalogueView } from './catalogue-view';

const product = testProduct();
const cards: CatalogueItem[] = [
  {
    id: product.id,
    title: product.name,
    image: '',
    link: `/${product.slug}`,
    price: 28.8,
    discount: '20% OFF',
    before_discount_price: 36,
    // Several variants: the card cannot know which one.
    variant_id: null,
  },
  {
    id: 'UHJvZHVjdDpndWlkZQ',
    title: 'The Healing Guide',
    image: '',
    link: '/the-healing-guide',
    price: 20.3,
    discount: '',
    variant_id: 'v-guide',
  },
];

/** The API: the catalogue and recommended lists, and the product with options. */
function shopOverApi() {
  setRuntimeConfig(defaultRuntimeConfig());
  const api = fakeApi((config) => {
    const url = String(config.url);
    const data = url.includes('products-detail') ? product : url.includes('recommended') ? [] : cards;
    return { status: 200, data };
  });
  return createTestShop(api.client);
}

const href = (path: string) => `/stud${path}`;
// The card's button names its product for screen readers.
const cardAdd = (title: string) => `Add to cart: ${title}`;

// Each test renders two sliders and a dialog, and the role queries walk them all: slow on a busy machine.
jest.setTimeout(30_000);

describe('CatalogueView, Add to cart on the cards (phones)', () => {
  afterEach(() => resetRuntimeConfig());

  it('gives every card an Add to cart, with or without options', async () => {
    renderInRemote(<CatalogueView brand="stud" pageKey="shop" brandHref={href} />, inShop(shopOverApi()));
    expect(await screen.findByRole('button', { name: cardAdd(product.name) })).toBeVisible();
    expect(screen.getByRole('button', { name: cardAdd('The Healing Guide') })).toBeVisible();
  });

  it('opens the options of a product with options in a named dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderInRemote(<CatalogueView brand="stud" pageKey="shop" brandHref={href} />, inShop(shopOverApi()));
    const add = await screen.findByRole('button', { name: cardAdd(product.name) });

    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: product.name });
    expect(await within(dialog).findByRole('group', { name: /Size/ })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
  });

  it('asks for every option in the dialog, then adds, shows the toast and closes', async () => {
    const user = userEvent.setup();
    const shop = shopOverApi();
    renderInRemote(<CatalogueView brand="stud" pageKey="shop" brandHref={href} />, inShop(shop));
    await user.click(await screen.findByRole('button', { name: cardAdd(product.name) }));
    const dialog = await screen.findByRole('dialog', { name: product.name });
    await within(dialog).findByRole('group', { name: /Size/ });

    await user.click(within(dialog).getByRole('button', { name: 'M' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.selectAllOptions);
    expect(within(dialog).getByRole('group', { name: /Color/ })).toHaveAttribute('aria-invalid', 'true');
    expect(shop.server.checkouts.size).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Black' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shop.server.checkouts.get('checkout-1')?.lines.map((line) => line.id)).toEqual(['line-v-m-black']);
    expect(shop.events).toContainEqual({
      type: 'notify',
      payload: {
        message: `${product.name} was added to your cart.`,
        kind: 'success',
        link: { label: MESSAGES.goToCart, href: '/stud/cart' },
      },
    });
  });

  it('alerts "Item is out of stock." for a sold-out choice and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const shop = shopOverApi();
    renderInRemote(<CatalogueView brand="stud" pageKey="shop" brandHref={href} />, inShop(shop));
    await user.click(await screen.findByRole('button', { name: cardAdd(product.name) }));
    const dialog = await screen.findByRole('dialog', { name: product.name });
    await within(dialog).findByRole('group', { name: /Size/ });

    await user.click(within(dialog).getByRole('button', { name: 'S' }));
    await user.click(within(dialog).getByRole('button', { name: 'Navy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(shop.alert).toHaveBeenCalledWith(MESSAGES.outOfStock));
    expect(screen.getByRole('dialog', { name: product.name })).toBeVisible();
    expect(shop.server.checkouts.size).toBe(0);
  });

  it('adds a product with one variant at once, without a dialog', async () => {
    const user = userEvent.setup();
    const shop = shopOverApi();
    renderInRemote(<CatalogueView brand="stud" pageKey="shop" brandHref={href} />, inShop(shop));
    await user.click(await screen.findByRole('button', { name: cardAdd('The Healing Guide') }));
    await waitFor(() =>
      expect(shop.server.checkouts.get('checkout-1')?.lines.map((line) => line.id)).toEqual(['line-v-guide']),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
