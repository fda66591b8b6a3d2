import { getBrand } from 'shared-contracts';
import { cartTarget } from './cart-target';

describe('cartTarget', () => {
  const stud = getBrand('stud');

  it('leads to checkout from the cart page with items', () => {
    expect(cartTarget(stud, { module: 'CartPage' }, 1)).toEqual({ brand: 'stud', path: '/checkout' });
  });

  it('leads to the cart from the cart page when it is empty', () => {
    expect(cartTarget(stud, { module: 'CartPage' }, 0)).toEqual({ brand: 'stud', path: '/cart' });
  });

  it('leads to the cart from any other page, even with items', () => {
    expect(cartTarget(stud, { module: 'CatalogPage' }, 5)).toEqual({ brand: 'stud', path: '/cart' });
    expect(cartTarget(stud, undefined, 5)).toEqual({ brand: 'stud', path: '/cart' });
  });

  it("leads careapp and celeorg to {product}cele's cart, with items or without", () => {
    for (const id of ['careapp', 'celeorg'] as const) {
      expect(cartTarget(getBrand(id), { module: 'HomePage' }, 2)).toEqual({ brand: 'cele', path: '/cart' });
      expect(cartTarget(getBrand(id), undefined, 0)).toEqual({ brand: 'cele', path: '/cart' });
    }
  });
});
