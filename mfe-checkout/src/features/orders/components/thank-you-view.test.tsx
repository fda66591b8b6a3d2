import { screen, within } from '@testing-library/react';
import { receiptTokenFor } from '../../../api/receipt-token';
import { renderInRemote } from 'remote-kit/testing';
import { createCheckoutStore } from '../../../app/store';
import { CHECKOUT_ID, fakeApi, inCheckout, testOrder } from '../../../testing/checkout-test-kit';
import { ThankYouView } from './thank-you-view';

const completed = () =>
  fakeApi((request) =>
    request.path.endsWith('/checkout-status/')
      ? {
          status: 200,
          data: {
            checkout_id: CHECKOUT_ID,
            status: 'completed',
            current_step: 'complete',
            payment: null,
            order: {
              ...testOrder('stripe'),
              discount: { amount: 2.88, currency: 'USD' },
              voucherCode: 'WELCOME10',
            },
          },
        }
      : undefined,
  );

describe('ThankYouView', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the order number and summary of the checkout in the link, read from checkout-status with the receipt token of the tab that paid', async () => {
    const receipt = receiptTokenFor(CHECKOUT_ID);
    const api = completed();
    renderInRemote(
      <ThankYouView hasOwnShop />,
      inCheckout(
        createCheckoutStore({ client: api.client }),
        `/stud/checkout/thankyou/stripe?checkout_id=${CHECKOUT_ID}`,
      ),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    expect(screen.getByText('#1001')).toBeVisible();
    expect(screen.getByText(/paid with Stripe/)).toBeVisible();
    const items = screen.getByRole('list', { name: 'Items in order 1001' });
    expect(within(items).getByText('Stud Support Brief')).toBeVisible();
    expect(screen.getByText('Discount (WELCOME10)')).toBeVisible();
    expect(screen.getByText('-$2.88')).toBeVisible();
    expect(screen.getByText('$33.80')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/stud/shop');
    expect(api.sent('/api/ecom/checkout-status/').map((request) => request.body)).toEqual([
      { checkout_id: CHECKOUT_ID, receipt_token: receipt },
    ]);
  });

  it('says where a completed order can be seen when the API keeps its details from this visitor', async () => {
    const api = fakeApi((request) =>
      request.path.endsWith('/checkout-status/')
        ? {
            status: 200,
            data: {
              checkout_id: CHECKOUT_ID,
              status: 'completed',
              current_step: 'complete',
              payment: null,
              order: null,
            },
          }
        : undefined,
    );
    renderInRemote(
      <ThankYouView hasOwnShop />,
      inCheckout(
        createCheckoutStore({ client: api.client }),
        `/stud/checkout/thankyou/stripe?checkout_id=${CHECKOUT_ID}`,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this order' }),
    ).toBeVisible();
    expect(screen.getByText(/details show only in the browser that placed it/)).toBeVisible();
    // Another browser has no token of its own to send.
    expect(api.sent('/api/ecom/checkout-status/').map((request) => request.body)).toEqual([
      { checkout_id: CHECKOUT_ID },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('says it cannot find an order when the link has no checkout or the checkout is not completed', async () => {
    const api = fakeApi((request) =>
      request.path.endsWith('/checkout-status/')
        ? {
            status: 200,
            data: {
              checkout_id: CHECKOUT_ID,
              status: 'open',
              current_step: 'payment',
              payment: null,
              order: null,
            },
          }
        : undefined,
    );
    renderInRemote(
      <ThankYouView hasOwnShop={false} />,
      inCheckout(
        createCheckoutStore({ client: api.client }),
        `/stud/checkout/thankyou/paypal?checkout_id=${CHECKOUT_ID}`,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this order' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/stud');
  });

  it('asks nothing when the link carries no checkout', () => {
    const api = fakeApi(() => undefined);
    renderInRemote(
      <ThankYouView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: api.client }), '/stud/checkout/thankyou/stripe'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});
