import { createEventBus, createStorage } from 'shared-contracts';
import { addToCartRequested } from '../features/cart/cart.slice';
import { memoryCheckoutCalls, testProduct } from '../testing/shop-test-kit';
import type * as StoreModule from './store';

/** A shop store from the store module loaded afresh (with the test's mocks), on an in-memory API. */
function freshShop() {
  const { createShopStore } = jest.requireActual<typeof StoreModule>('./store');
  const bus = createEventBus({ createChannel: null });
  const values = new Map<string, string>();
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  const storage = createStorage({ backend, bus, target: null });
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

/** Lets the chunk load and the saga run on their promises. */
async function settle(done: () => boolean) {
  for (let tries = 0; tries < 50 && !done(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
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
    await settle(() => shop.storage.get('checkoutId') !== null);
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
    await settle(() => shop.store.getState().cart.addStatus === 'failed');
    expect(shop.store.getState().cart).toMatchObject({
      addStatus: 'failed',
      message: 'The cart could not be reached. Please try again.',
    });
    expect(shop.storage.get('checkoutId')).toBeNull();

    addBlackM();
    await settle(() => shop.storage.get('checkoutId') !== null);
    expect(shop.storage.get('checkoutId')).toBe('checkout-1');
    expect(attempts).toBe(2);
    error.mockRestore();
  });
});
