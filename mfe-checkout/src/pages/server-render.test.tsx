import { screen } from '@testing-library/react';
import { serverRenderThenHydrate } from 'remote-kit/testing';
import { createRenderScope, storage } from 'shared-contracts';
import CheckoutPage from './checkout-page';
import OrderHistoryPage from './order-history-page';
import ThankYouPage from './thank-you-page';

afterEach(() => localStorage.clear());

// The checkout's pages rendered by the shell's server (docs/adr/0150): their frame, placeholders
// where the visitor's cart and orders go, and the same first render in the browser.
describe('the checkout pages on the server', () => {
  it('checkout: the heading and the skeleton, never the cart; the browser reads the cart id after hydration', async () => {
    storage.set('checkoutId', 'checkout-1');
    const page = await serverRenderThenHydrate({
      server: <CheckoutPage renderScope={createRenderScope()} />,
      browser: <CheckoutPage personalParts={false} />,
      path: '/checkout',
      route: '/checkout',
    });

    expect(page.html).toContain('Secure Checkout</h1>');
    expect(page.html).toContain('aria-busy="true"');
    expect(page.problems).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    page.unmount();
  });

  it('checkout: after hydration an empty cart still goes to the cart page', async () => {
    const page = await serverRenderThenHydrate({
      server: <CheckoutPage renderScope={createRenderScope()} />,
      browser: <CheckoutPage />,
      path: '/checkout',
      route: '/checkout',
    });

    expect(page.problems).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Secure Checkout' })).not.toBeInTheDocument();
    page.unmount();
  });

  it('order history: the heading and the list’s placeholders, no order', async () => {
    const page = await serverRenderThenHydrate({
      server: <OrderHistoryPage brand="stud" renderScope={createRenderScope()} />,
      browser: <OrderHistoryPage brand="stud" personalParts={false} />,
      path: '/order-history',
    });

    expect(page.html).toContain('Order history</h1>');
    expect(page.html).toContain('aria-label="Loading your orders"');
    expect(page.html).not.toContain('You have no orders yet');
    expect(page.problems).toEqual([]);
    expect(screen.getByLabelText('Loading your orders')).toBeInTheDocument();
    page.unmount();
  });

  it('thank you: the order’s placeholder; the order is read by the tab that paid', async () => {
    const page = await serverRenderThenHydrate({
      server: <ThankYouPage brand="stud" renderScope={createRenderScope()} />,
      browser: <ThankYouPage brand="stud" personalParts={false} />,
      path: '/checkout/thankyou/stripe?checkout_id=checkout-1',
      route: '/checkout/thankyou/:paymentGateway',
    });

    expect(page.html).toContain('aria-label="Loading your order"');
    expect(page.html).not.toContain('We could not find this order');
    expect(page.problems).toEqual([]);
    page.unmount();
  });
});
