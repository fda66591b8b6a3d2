import { cartTarget } from './cart-target';

describe('cartTarget', () => {
  it('leads to checkout from the cart page with items', () => {
    expect(cartTarget({ module: 'CartPage' }, 1)).toBe('/checkout');
  });

  it('leads to the cart from the cart page when it is empty', () => {
    expect(cartTarget({ module: 'CartPage' }, 0)).toBe('/cart');
  });

  it('leads to the cart from any other page, even with items', () => {
    expect(cartTarget({ module: 'CatalogPage' }, 5)).toBe('/cart');
    expect(cartTarget(undefined, 5)).toBe('/cart');
  });
});
