import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop, testProduct } from '../../../testing/shop-test-kit';
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
});
