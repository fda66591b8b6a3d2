import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from 'remote-kit/testing';
import type { OrderDetails } from 'shared-contracts';
import { createCheckoutStore } from '../../../app/store';
import { fakeApi, inCheckout, testOrder } from '../../../testing/checkout-test-kit';
import { OrderHistoryView } from './order-history-view';

/** `count` orders numbered 1001.., newest (highest) first, served ten a page like order-list. */
function orderList(count: number) {
  const all: OrderDetails[] = Array.from({ length: count }, (_, index) => ({
    ...testOrder('stripe'),
    id: `order-${count - index}`,
    number: String(1000 + count - index),
    created: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  }));
  return fakeApi((request) => {
    if (!request.path.endsWith('/order-list/')) return undefined;
    const offset = Number(request.params.offset ?? 0);
    const limit = Number(request.params.limit ?? 10);
    return {
      status: 200,
      data: { count, next: null, previous: null, results: all.slice(offset, offset + limit) },
    };
  });
}

describe('OrderHistoryView', () => {
  it("lists the user's orders newest first with date, number, lines, total and status", async () => {
    renderInRemote(
      <OrderHistoryView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: orderList(2).client }), '/stud/order-history'),
    );
    const list = await screen.findByRole('list', { name: 'Orders, page 1 of 1' });
    const cards = within(list).getAllByRole('heading', { level: 2 });
    expect(cards.map((heading) => heading.textContent)).toEqual(['Order #1002', 'Order #1001']);
    const newest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(newest).getByText('November 20, 2026')).toBeVisible();
    expect(within(newest).getByText('Unfulfilled')).toBeVisible();
    expect(within(newest).getByText('$33.80')).toBeVisible();
    expect(within(newest).getByText('Stud Support Brief (M / Black) × 1')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('pages through the orders ten at a time and keeps the page in the address', async () => {
    const user = userEvent.setup();
    const api = orderList(12);
    renderInRemote(
      <OrderHistoryView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: api.client }), '/stud/order-history'),
    );
    await screen.findByRole('list', { name: 'Orders, page 1 of 2' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('list', { name: 'Orders, page 2 of 2' });
    // The first page stays on screen, marked busy, until the second arrives.
    await waitFor(() => expect(second).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(second)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Order #1002', 'Order #1001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toHaveFocus();
    expect(api.sent('/api/ecom/order-list/').map((request) => request.params)).toEqual([
      { limit: '10', offset: '0' },
      { limit: '10', offset: '10' },
    ]);
  });

  it('opens the page in the address after a reload', async () => {
    renderInRemote(
      <OrderHistoryView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: orderList(12).client }), '/stud/order-history?page=2'),
    );
    expect(await screen.findByRole('list', { name: 'Orders, page 2 of 2' })).toBeVisible();
  });

  it('says so when there are no orders yet, with a way to the shop', async () => {
    renderInRemote(
      <OrderHistoryView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: orderList(0).client }), '/stud/order-history'),
    );
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/stud/shop');
  });

  it('offers Try again when the orders cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi((request) => {
      if (!request.path.endsWith('/order-list/')) return undefined;
      if (fail) return { status: 503, data: { detail: 'Down.' } };
      return { status: 200, data: { count: 1, next: null, previous: null, results: [testOrder('paypal')] } };
    });
    renderInRemote(
      <OrderHistoryView hasOwnShop />,
      inCheckout(createCheckoutStore({ client: api.client }), '/stud/order-history'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #1001' })).toBeVisible();
  });
});
