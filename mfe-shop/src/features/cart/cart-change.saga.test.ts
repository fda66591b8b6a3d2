import { waitFor } from '@testing-library/react';
import { bodyOf, fakeApi, routes, type FakeAnswer } from 'remote-kit/testing';
import type { Checkout, CheckoutLine } from 'shared-contracts';
import { createTestShop, variant } from '../../testing/shop-test-kit';
import { lineQuantityChangeRequested, lineRemoveRequested } from './cart.slice';

const line = (id: string, quantity: number): CheckoutLine => ({
  id,
  quantity,
  variant: variant(`v-${id}`, 'M', 'Black', 5),
});

const checkoutWith = (...lines: CheckoutLine[]): Checkout => ({
  id: 'c-1',
  quantity: lines.reduce((sum, each) => sum + each.quantity, 0),
  lines,
  shippingMethods: [],
  availablePaymentGateways: [],
  voucherCode: null,
  discount: null,
});

/** A shop whose cart writes go over HTTP to `answers`, with checkout c-1 stored. */
function shopAnswering(answers: Record<string, FakeAnswer>) {
  const api = fakeApi(routes(answers));
  const shop = createTestShop(api.client, { cartOverClient: true });
  shop.storage.set('checkoutId', 'c-1');
  shop.events.length = 0;
  return { api, shop };
}

/** Waits until the saga sent its request and ended the change (busy, then no longer busy). */
const changeEnded = ({ api, shop }: ReturnType<typeof shopAnswering>) =>
  waitFor(() => {
    expect(api.requests).toHaveLength(1);
    expect(shop.store.getState().cart.busyLines).toEqual([]);
  });

describe('the cart-change saga', () => {
  it('sets a line to the chosen quantity and counts the cart again', async () => {
    const { api, shop } = shopAnswering({
      'POST /api/ecom/update-of-cart/': {
        status: 200,
        data: { checkoutLinesUpdate: { checkout: checkoutWith(line('l-1', 3), line('l-2', 1)), errors: [] } },
      },
    });
    shop.store.dispatch(lineQuantityChangeRequested({ lineId: 'l-1', quantity: 3 }));
    await changeEnded({ api, shop });
    expect(api.sent()).toEqual(['POST /api/ecom/update-of-cart/']);
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', lines: [{ lineId: 'l-1', quantity: 3 }] });
    expect(shop.events).toEqual([{ type: 'cart/countChanged', payload: { count: 4 } }]);
    expect(shop.store.getState().cart.cartError).toBeNull();
    expect(shop.storage.get('checkoutId')).toBe('c-1');
  });

  it('removes a line and keeps the checkout while lines remain', async () => {
    const { api, shop } = shopAnswering({
      'POST /api/ecom/remove-from-cart/': {
        status: 200,
        data: { checkoutLinesDelete: { checkout: checkoutWith(line('l-2', 2)), errors: [] } },
      },
    });
    shop.store.dispatch(lineRemoveRequested({ lineId: 'l-1' }));
    await changeEnded({ api, shop });
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', lineIds: ['l-1'] });
    expect(shop.events).toEqual([{ type: 'cart/countChanged', payload: { count: 2 } }]);
    expect(shop.storage.get('checkoutId')).toBe('c-1');
  });

  it('forgets the checkout when its last line is removed', async () => {
    const { api, shop } = shopAnswering({
      'POST /api/ecom/remove-from-cart/': {
        status: 200,
        data: { checkoutLinesDelete: { checkout: checkoutWith(), errors: [] } },
      },
    });
    shop.store.dispatch(lineRemoveRequested({ lineId: 'l-1' }));
    await changeEnded({ api, shop });
    expect(shop.storage.get('checkoutId')).toBeNull();
    expect(shop.events).toEqual([
      { type: 'cart/countChanged', payload: { count: 0 } },
      { type: 'checkout/idChanged', payload: { checkoutId: null } },
    ]);
    expect(shop.store.getState().cart.cartError).toBeNull();
  });

  it('forgets a checkout the server no longer knows and counts the cart as empty', async () => {
    const { api, shop } = shopAnswering({
      'POST /api/ecom/update-of-cart/': {
        status: 404,
        data: { detail: 'Checkout not found.', code: 'NOT_FOUND' },
      },
    });
    shop.store.dispatch(lineQuantityChangeRequested({ lineId: 'l-1', quantity: 2 }));
    await changeEnded({ api, shop });
    expect(shop.storage.get('checkoutId')).toBeNull();
    expect(shop.events).toEqual([
      { type: 'checkout/idChanged', payload: { checkoutId: null } },
      { type: 'cart/countChanged', payload: { count: 0 } },
    ]);
    expect(shop.store.getState().cart.cartError).toBe('Checkout not found.');
  });

  it('keeps the checkout and shows a sentence when the change fails for another reason', async () => {
    const { api, shop } = shopAnswering({ 'POST /api/ecom/update-of-cart/': 'network-error' });
    shop.store.dispatch(lineQuantityChangeRequested({ lineId: 'l-1', quantity: 2 }));
    await changeEnded({ api, shop });
    expect(shop.store.getState().cart.cartError).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(shop.storage.get('checkoutId')).toBe('c-1');
    expect(shop.events).toEqual([]);
  });

  it('sends nothing when no checkout is stored', async () => {
    const { api, shop } = shopAnswering({
      'POST /api/ecom/update-of-cart/': {
        status: 200,
        data: { checkoutLinesUpdate: { checkout: checkoutWith(line('l-1', 2)), errors: [] } },
      },
    });
    shop.storage.remove('checkoutId');
    await shop.store.startCartFlows();
    shop.store.dispatch(lineRemoveRequested({ lineId: 'l-1' }));
    // A later change, with a checkout again, is the one request the saga sends.
    shop.storage.set('checkoutId', 'c-1');
    shop.store.dispatch(lineQuantityChangeRequested({ lineId: 'l-1', quantity: 2 }));
    await changeEnded({ api, shop });
    expect(api.sent()).toEqual(['POST /api/ecom/update-of-cart/']);
  });
});
