import { render, screen } from '@testing-library/react';
import CartPage from './cart-page';

describe('CartPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(<CartPage brand="stud" pageKey="cart-a" brandHref={(path) => `/x${path}`} />);

    const page = screen.getByRole('region', { name: 'Cart' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Cart' }));
    expect(page).toHaveTextContent('This page is served by the shop remote (shop/CartPage).');
    expect(screen.getByText('cart-a')).toBeVisible();
  });
});
