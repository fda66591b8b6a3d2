import { screen } from '@testing-library/react';
import { serverRenderThenHydrate } from 'remote-kit/testing';
import { createRenderScope, storage } from 'shared-contracts';
import CartPage from './cart-page';

afterEach(() => localStorage.clear());

describe('the cart page rendered by the shell’s server (docs/adr/0150)', () => {
  it('holds the frame and a cart-sized placeholder, then hydrates into the visitor’s own cart', async () => {
    const page = await serverRenderThenHydrate({
      server: <CartPage renderScope={createRenderScope()} />,
      browser: <CartPage />,
      path: '/cart',
    });

    expect(page.html).toContain('Your cart</h1>');
    expect(page.html).toContain('data-skeleton="block"');
    // The server never knows the cart: it neither says it is empty nor shows any line.
    expect(page.html).not.toContain('Your cart is empty');
    expect(page.problems).toEqual([]);
    // No cart id in this browser: after hydration the empty cart shows.
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    page.unmount();
  });

  it('reads the stored cart id only in the browser, after hydration', async () => {
    storage.set('checkoutId', 'checkout-1');
    const page = await serverRenderThenHydrate({
      server: <CartPage renderScope={createRenderScope()} />,
      browser: <CartPage personalParts={false} />,
      path: '/cart',
    });

    expect(page.problems).toEqual([]);
    // Held by the shell (personalParts false): the placeholder stays, nothing is asked for.
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(page.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    page.unmount();
  });
});
