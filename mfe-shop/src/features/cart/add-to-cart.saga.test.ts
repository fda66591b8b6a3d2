import { waitFor } from '@testing-library/react';
import { MESSAGES } from 'shared-contracts';
import { createTestShop, kitProduct, testProduct } from '../../testing/shop-test-kit';
import { addToCartRequested } from './cart.slice';

const request = (selected: Record<string, string[]>, buyNow = false) =>
  addToCartRequested({ product: testProduct(), selected, buyNow, cartHref: '/stud/cart' });

describe('the add-to-cart saga', () => {
  it('asks for every option and highlights the missing attributes, adding nothing', async () => {
    const shop = createTestShop();
    shop.store.dispatch(request({ Size: ['M'] }));
    await waitFor(() => expect(shop.store.getState().cart.message).not.toBeNull());
    expect(shop.store.getState().cart).toMatchObject({
      message: 'Please select all options before adding to cart.',
      missingAttributes: ['Color'],
      addStatus: '',
    });
    expect(shop.server.checkouts.size).toBe(0);
  });

  it('alerts "Item is out of stock." for a variant with quantity 0', async () => {
    const shop = createTestShop();
    shop.store.dispatch(request({ Size: ['S'], Color: ['Navy'] }));
    await waitFor(() => expect(shop.alert).toHaveBeenCalled());
    expect(shop.alert).toHaveBeenCalledWith(MESSAGES.outOfStock);
    expect(shop.server.checkouts.size).toBe(0);
  });

  it('creates a checkout on the first add, stores its id, counts the cart and shows a toast with Go to Cart', async () => {
    const shop = createTestShop();
    shop.store.dispatch(request({ Size: ['M'], Color: ['Black'] }));
    await waitFor(() => expect(shop.events.map((event) => event.type)).toContain('notify'));
    expect(shop.storage.get('checkoutId')).toBe('checkout-1');
    // The secret that opens it is kept beside it, for every later call about it.
    expect(shop.storage.get('checkoutSecret')).toBe('secret-1');
    expect(shop.events).toEqual(
      expect.arrayContaining([
        { type: 'checkout/idChanged', payload: { checkoutId: 'checkout-1' } },
        { type: 'cart/countChanged', payload: { count: 1 } },
        {
          type: 'notify',
          payload: {
            message: 'Stud Support Brief was added to your cart.',
            kind: 'success',
            link: { label: 'Go to Cart', href: '/stud/cart' },
          },
        },
      ]),
    );
    // On success the status resets, ready for the next add.
    expect(shop.store.getState().cart.addStatus).toBe('');
  });

  it('adds to the stored checkout when there is one', async () => {
    const shop = createTestShop();
    shop.store.dispatch(request({ Size: ['M'], Color: ['Black'] }));
    await waitFor(() => expect(shop.storage.get('checkoutId')).not.toBeNull());
    shop.store.dispatch(request({ Size: ['M'], Color: ['Black'] }));
    await waitFor(() => expect(shop.server.checkouts.get('checkout-1')?.quantity).toBe(2));
    expect(shop.server.checkouts.size).toBe(1);
    expect(shop.server.checkouts.get('checkout-1')?.quantity).toBe(2);
  });

  it('drops a checkoutId the server no longer knows and makes a new checkout', async () => {
    const shop = createTestShop();
    shop.storage.set('checkoutSecret', 'old-secret');
    shop.storage.set('checkoutId', 'gone');
    shop.store.dispatch(request({ Size: ['M'], Color: ['Black'] }));
    await waitFor(() => expect(shop.storage.get('checkoutId')).toBe('checkout-1'));
    expect(shop.storage.get('checkoutId')).toBe('checkout-1');
    expect(shop.storage.get('checkoutSecret')).toBe('secret-1');
    expect(shop.events).toContainEqual({ type: 'checkout/idChanged', payload: { checkoutId: null } });
  });

  it('sets the Buy now success flag instead of a toast', async () => {
    const shop = createTestShop();
    shop.store.dispatch(request({ Size: ['M'], Color: ['Black'] }, true));
    await waitFor(() => expect(shop.store.getState().cart.buyNowSucceeded).toBe(true));
    expect(shop.store.getState().cart).toMatchObject({ buyNowSucceeded: true, addStatus: 'success' });
    expect(shop.events.some((event) => event.type === 'notify')).toBe(false);
  });

  describe('for a multi-select attribute', () => {
    const kitRequest = (selected: Record<string, string[]>) =>
      addToCartRequested({ product: kitProduct(), selected, buyNow: false, cartHref: '/stud/cart' });

    it('needs at least one value', async () => {
      const shop = createTestShop();
      shop.store.dispatch(kitRequest({ Supply: ['30 days'], 'Add-ons': [] }));
      await waitFor(() => expect(shop.store.getState().cart.message).not.toBeNull());
      expect(shop.store.getState().cart).toMatchObject({
        message: 'Please select all options before adding to cart.',
        missingAttributes: ['Add-ons'],
      });
      expect(shop.server.checkouts.size).toBe(0);
    });

    it('adds one line per chosen value in one request', async () => {
      const shop = createTestShop();
      const create = jest.spyOn(shop.server.calls, 'create');
      shop.store.dispatch(kitRequest({ Supply: ['30 days'], 'Add-ons': ['Magnesium', 'Vitamin D'] }));
      await waitFor(() => expect(shop.events.map((event) => event.type)).toContain('notify'));
      expect(create).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledWith(['k-30-mg', 'k-30-d']);
      expect(shop.server.checkouts.get('checkout-1')?.lines.map((line) => line.id)).toEqual([
        'line-k-30-mg',
        'line-k-30-d',
      ]);
      expect(shop.events).toContainEqual({ type: 'cart/countChanged', payload: { count: 2 } });
    });

    it('alerts "Item is out of stock." and adds nothing when one chosen value is sold out', async () => {
      const shop = createTestShop();
      shop.store.dispatch(kitRequest({ Supply: ['90 days'], 'Add-ons': ['Magnesium', 'Omega-3'] }));
      await waitFor(() => expect(shop.alert).toHaveBeenCalled());
      expect(shop.alert).toHaveBeenCalledWith(MESSAGES.outOfStock);
      expect(shop.server.checkouts.size).toBe(0);
    });
  });
});
