import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, type FakeAnswer, fakeApi, renderInRemote } from 'remote-kit/testing';
import {
  defaultRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  type ProductDetailResponse,
} from 'shared-contracts';
import { createTestShop, kitProduct, inShop, testProduct, variant } from '../../../testing/shop-test-kit';
import { ProductInfo } from './product-info';

const href = (path: string) => `/stud${path}`;

describe('ProductInfo', () => {
  it('uses the smaller heading for a name over 40 characters only', () => {
    const short = renderInRemote(<ProductInfo product={testProduct()} brandHref={href} />, inShop());
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('name');
    short.unmount();
    const name = 'Stud Cooling Boxer Brief with Mesh Support Pouch';
    renderInRemote(<ProductInfo product={testProduct({ name })} brandHref={href} />, inShop());
    expect(screen.getByRole('heading', { level: 1, name })).toHaveClass('nameSmall');
  });

  it('shows the price, the original crossed out and the discount badge', () => {
    renderInRemote(<ProductInfo product={testProduct()} brandHref={href} />, inShop());
    expect(screen.getByText('$28.80')).toBeVisible();
    expect(screen.getByText('$36.00').closest('s')).not.toBeNull();
    expect(screen.getByText('20% OFF')).toBeVisible();
  });

  it('asks to select all options above the button and highlights the missing attributes', async () => {
    const user = userEvent.setup();
    renderInRemote(<ProductInfo product={testProduct()} brandHref={href} />, inShop());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select all options before adding to cart.',
    );
    expect(screen.getByRole('group', { name: /Size/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Color/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no price badge for a product without discount', () => {
    renderInRemote(
      <ProductInfo
        product={testProduct({ discount_percentage: 0, minimum_variant_before_discount_price: 28.8 })}
        brandHref={href}
      />,
      inShop(),
    );
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  describe('while products-detail runs for a chosen option', () => {
    afterEach(() => resetRuntimeConfig());

    it('disables every option button and both submit buttons, then shows the matching variant', async () => {
      setRuntimeConfig(defaultRuntimeConfig());
      // The network edge: the products-detail answer waits until the test lets it go.
      let answer: (body: ProductDetailResponse) => void = () => undefined;
      const api = fakeApi(
        () =>
          new Promise<FakeAnswer>((resolve) => {
            answer = (body) => resolve({ status: 200, data: body });
          }),
      );
      const user = userEvent.setup();
      const product = testProduct();
      renderInRemote(<ProductInfo product={product} brandHref={href} />, inShop(createTestShop(api.client)));

      await user.click(screen.getByRole('button', { name: 'Navy' }));
      const size = screen.getByRole('group', { name: /Size/ });
      const color = screen.getByRole('group', { name: /Color/ });
      for (const option of [...within(size).getAllByRole('button'), ...within(color).getAllByRole('button')])
        expect(option).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
      await waitFor(() => expect(api.sent()).toEqual([`POST /api/ecom/products-detail/${product.id}`]));
      expect(bodyOf(api.requests[0]!)).toEqual({ productId: product.id, attributes: { Color: ['Navy'] } });

      // The server's match: only the navy variants, one of them cheaper, as a sale might make it.
      const navy = {
        ...variant('v-m-navy', 'M', 'Navy', 5),
        pricing: { price: { net: { amount: 20, currency: 'USD' } } },
      };
      answer({ ...product, variants: [variant('v-s-navy', 'S', 'Navy', 0), navy] });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
      expect(within(size).getByRole('button', { name: 'M' })).toBeEnabled();

      await user.click(within(size).getByRole('button', { name: 'M' }));
      answer({ ...product, variants: [navy] });
      expect(await screen.findByText('$20.00')).toBeVisible();
    });
  });

  describe('a multi-select attribute', () => {
    afterEach(() => resetRuntimeConfig());

    /** A shop whose products-detail answers the kit's variants matching the choice, at once. */
    function kitShop() {
      setRuntimeConfig(defaultRuntimeConfig());
      const kit = kitProduct();
      const api = fakeApi((config) => {
        const body = bodyOf(config) as { attributes?: Record<string, string[]> };
        const chosen = Object.entries(body.attributes ?? {}).filter(([, values]) => values.length > 0);
        const variants = kit.variants.filter((each) =>
          chosen.every(([name, values]) =>
            each.attributes.some(
              (attribute) =>
                attribute.attribute.name === name && values.includes(attribute.values[0]?.name ?? ''),
            ),
          ),
        );
        return { status: 200, data: { ...kit, variants } };
      });
      return { kit, shop: createTestShop(api.client) };
    }

    it('lets several values be on at once, each button a toggle, and prices them together', async () => {
      const user = userEvent.setup();
      const { kit, shop } = kitShop();
      renderInRemote(<ProductInfo product={kit} brandHref={href} />, inShop(shop));
      const addOns = screen.getByRole('group', { name: /Add-ons \(choose one or more\)/ });

      // Each choice asks the server while the buttons wait (docs/product.md §4): press as a person
      // would, once the buttons take presses again.
      const press = async (button: () => HTMLElement) => {
        await waitFor(() => expect(button()).toBeEnabled());
        await user.click(button());
      };
      await press(() => screen.getByRole('button', { name: '30 days' }));
      await press(() => within(addOns).getByRole('button', { name: 'Magnesium' }));
      await press(() => within(addOns).getByRole('button', { name: 'Vitamin D' }));
      expect(within(addOns).getByRole('button', { name: 'Magnesium' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(addOns).getByRole('button', { name: 'Vitamin D' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(addOns).getByRole('button', { name: 'Omega-3' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // $12 + $9, as the server priced the two variants.
      expect(await screen.findByText('$21.00')).toBeVisible();

      // A second press takes a value off again.
      await press(() => within(addOns).getByRole('button', { name: 'Magnesium' }));
      expect(within(addOns).getByRole('button', { name: 'Magnesium' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(await screen.findByText('$9.00')).toBeVisible();
    });

    it('asks for at least one value, then adds a line for each chosen one', async () => {
      const user = userEvent.setup();
      const { kit, shop } = kitShop();
      renderInRemote(<ProductInfo product={kit} brandHref={href} />, inShop(shop));
      const addOns = screen.getByRole('group', { name: /Add-ons/ });

      await user.click(screen.getByRole('button', { name: '30 days' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please select all options before adding to cart.',
      );
      expect(addOns).toHaveAttribute('aria-invalid', 'true');

      await user.click(within(addOns).getByRole('button', { name: 'Magnesium' }));
      await waitFor(() => expect(within(addOns).getByRole('button', { name: 'Omega-3' })).toBeEnabled());
      await user.click(within(addOns).getByRole('button', { name: 'Omega-3' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() =>
        expect(shop.server.checkouts.get('checkout-1')?.lines.map((line) => line.id)).toEqual([
          'line-k-30-mg',
          'line-k-30-o3',
        ]),
      );
    });
  });

  describe('the floating Add to cart button (phones)', () => {
    it('adds like the info block and is busy while the add runs', async () => {
      const user = userEvent.setup();
      const shop = createTestShop();
      // The server's answer waits until the test lets it go.
      let finish: () => void = () => undefined;
      const create = shop.server.calls.create;
      shop.server.calls.create = (ids) =>
        new Promise((resolve) => {
          finish = () => void create(ids).then(resolve);
        });
      renderInRemote(<ProductInfo product={testProduct()} brandHref={href} />, inShop(shop));
      await user.click(screen.getByRole('button', { name: 'M' }));
      await user.click(screen.getByRole('button', { name: 'Black' }));
      const fab = screen.getByRole('button', { name: 'Add to cart' });
      await waitFor(() => expect(fab).toBeEnabled());

      await user.click(fab);
      await waitFor(() => expect(fab).toHaveAttribute('aria-busy', 'true'));
      expect(fab).toBeDisabled();
      finish();
      await waitFor(() => expect(fab).not.toHaveAttribute('aria-busy'));
      expect(shop.storage.get('checkoutId')).toBe('checkout-1');
      expect(shop.events).toContainEqual({
        type: 'notify',
        payload: {
          message: 'Stud Support Brief was added to your cart.',
          kind: 'success',
          link: { label: 'Go to Cart', href: '/stud/cart' },
        },
      });
    });

    it('refused for a missing choice, takes focus to the first group still to choose', async () => {
      // jsdom lays nothing out, so it has no scrolling of its own.
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolled.push(this);
      };
      const user = userEvent.setup();
      const shop = createTestShop();
      renderInRemote(<ProductInfo product={testProduct()} brandHref={href} />, inShop(shop));
      await user.click(screen.getByRole('button', { name: 'M' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());

      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please select all options before adding to cart.',
      );
      const color = screen.getByRole('group', { name: /Color/ });
      await waitFor(() => expect(within(color).getByRole('button', { name: 'Black' })).toHaveFocus());
      expect(scrolled).toEqual([color]);
      expect(shop.server.checkouts.size).toBe(0);
    });
  });
});
