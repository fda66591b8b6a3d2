import { waitFor } from '@testing-library/react';
import { createEventBus } from 'shared-contracts';
import { memoryStorage } from 'remote-kit/testing';
import { addToCartRequested } from '../features/cart/state';
import { memoryCheckoutCalls, testProduct } from '../testing/shop-test-kit';
import type * as StoreModule from './store';

/** A shop store from the store module loaded afresh (with the test's mocks), on an in-memory API. */
function freshShop() {
  const { createShopStore } = jest.requireActual<typeof StoreModule>('./store');
  const bus = createEventBus({ createChannel: null });
  const storage = memoryStorage(bus);
  const counts: number[] = [];
  bus.on('cart/countChanged', ({ count }) => counts.push(count));
  const store = createShopStore({ calls: memoryCheckoutCalls().calls, storage, bus, alert: jest.fn() });
  const addBlackM = () =>
    store.dispatch(
      addToCartRequested({
        product: testProduct(),
        selected: { Size: ['M'], Color: ['Black'] },
        buyNow: false,
        cartHref: '/stud/cart',
      }),
    );
  return { shop: { store, storage, counts }, addBlackM };
}

describe('shop store', () => {
  // Each test loads the store afresh, with its own mocks.
  beforeEach(() => jest.resetModules());
  afterEach(() => {
    jest.dontMock('redux-saga');
    jest.dontMock('./cart-flows');
  });

  it('is made without redux-saga, and the first add to cart loads the sagas and is carried out', async () => {
    let sagaLoaded = false;
    jest.doMock('redux-saga', () => {
      sagaLoaded = true;
      return jest.requireActual<object>('redux-saga');
    });
    const { shop, addBlackM } = freshShop();
    expect(sagaLoaded).toBe(false);

    addBlackM();
    await waitFor(() => expect(shop.storage.get('checkoutId')).not.toBeNull());
    expect(sagaLoaded).toBe(true);
    expect(shop.storage.get('checkoutId')).toBe('checkout-1');
    expect(shop.counts).toEqual([1]);
  });

  it('says so when the sagas cannot be loaded, and loads them again on the next add', async () => {
    let attempts = 0;
    jest.doMock('./cart-flows', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk cart-flows failed.');
      return jest.requireActual<object>('./cart-flows');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { shop, addBlackM } = freshShop();

    addBlackM();
    await waitFor(() => expect(shop.store.getState().cart.addStatus).toBe('failed'));
    expect(shop.store.getState().cart).toMatchObject({
      addStatus: 'failed',
      message: 'The cart could not be reached. Please try again.',
    });
    expect(shop.storage.get('checkoutId')).toBeNull();

    addBlackM();
    await waitFor(() => expect(shop.storage.get('checkoutId')).not.toBeNull());
    expect(shop.storage.get('checkoutId')).toBe('checkout-1');
    expect(attempts).toBe(2);
    error.mockRestore();
  });
});
