import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import {
  createApiClient,
  defaultRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  type ProductDetailResponse,
} from 'shared-contracts';
import { createTestShop, renderWithShop, testProduct, variant } from '../../../testing/shop-test-kit';
import { ProductInfo } from './product-info';

const href = (path: string) => `/stud${path}`;

describe('ProductInfo', () => {
  it('uses the smaller heading for a name over 40 characters only', () => {
    const short = renderWithShop(<ProductInfo product={testProduct()} brandHref={href} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('name');
    short.unmount();
    const name = 'Stud Cooling Boxer Brief with Mesh Support Pouch';
    renderWithShop(<ProductInfo product={testProduct({ name })} brandHref={href} />);
    expect(screen.getByRole('heading', { level: 1, name })).toHaveClass('nameSmall');
  });

  it('shows the price, the original crossed out and the discount badge', () => {
    renderWithShop(<ProductInfo product={testProduct()} brandHref={href} />);
    expect(screen.getByText('$28.80')).toBeVisible();
    expect(screen.getByText('$36.00').closest('s')).not.toBeNull();
    expect(screen.getByText('20% OFF')).toBeVisible();
  });

  it('asks to select all options above the button and highlights the missing attributes', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductInfo product={testProduct()} brandHref={href} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select all options before adding to cart.',
    );
    expect(screen.getByRole('group', { name: /Size/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Color/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no price badge for a product without discount', () => {
    renderWithShop(
      <ProductInfo
        product={testProduct({ discount_percentage: 0, minimum_variant_before_discount_price: 28.8 })}
        brandHref={href}
      />,
    );
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  describe('while products-detail runs for a chosen option', () => {
    afterEach(() => resetRuntimeConfig());

    it('disables every option button and both submit buttons, then shows the matching variant', async () => {
      setRuntimeConfig(defaultRuntimeConfig());
      // The network edge: the products-detail answer waits until the test lets it go.
      const seen: unknown[] = [];
      let answer: (body: ProductDetailResponse) => void = () => undefined;
      const adapter: AxiosAdapter = (config) => {
        seen.push({ url: config.url, data: JSON.parse(String(config.data)) as unknown });
        return new Promise<AxiosResponse>((resolve) => {
          answer = (body) => resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config });
        });
      };
      const user = userEvent.setup();
      const product = testProduct();
      renderWithShop(
        <ProductInfo product={product} brandHref={href} />,
        createTestShop(createApiClient({ adapter })),
      );

      await user.click(screen.getByRole('button', { name: 'Navy' }));
      const size = screen.getByRole('group', { name: /Size/ });
      const color = screen.getByRole('group', { name: /Color/ });
      for (const option of [...within(size).getAllByRole('button'), ...within(color).getAllByRole('button')])
        expect(option).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
      expect(seen).toEqual([
        {
          url: `/api/ecom/products-detail/${product.id}`,
          data: { productId: product.id, attributes: { Color: ['Navy'] } },
        },
      ]);

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
});
