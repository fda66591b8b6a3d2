import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateNeeds, storedCookies } from './page-state.mjs';

const { pages } = JSON.parse(readFileSync(join(__dirname, '..', 'pages.json'), 'utf8'));

describe('what a measured page needs in local storage', () => {
  it('reads a signed-in session and a cart of some lines', () => {
    expect(stateNeeds({ name: 'profile', session: 'customer' })).toEqual({
      session: 'customer',
      cartLines: 0,
    });
    expect(stateNeeds({ name: 'cart', cartLines: 1 })).toEqual({ session: null, cartLines: 1 });
    expect(stateNeeds({ name: 'home' })).toEqual({ session: null, cartLines: 0 });
  });

  it('refuses an unknown account or a cart size that is no whole number from 1 to 5', () => {
    expect(() => stateNeeds({ name: 'p', session: 'admin' })).toThrow('unknown session "admin"');
    for (const cartLines of [0, 1.5, '1', 6])
      expect(() => stateNeeds({ name: 'p', cartLines })).toThrow('cartLines must be');
  });

  it('refuses the old checkout link "cart": the product no longer reads ?checkout=<id>', () => {
    expect(() => stateNeeds({ name: 'p', cart: 'one item' })).toThrow('"cart" is no longer read');
  });

  it('measures the profile signed in, and the cart and the checkout with one item, as a visitor meets them', () => {
    expect(pages.find((page) => page.path === '/stud/profile')?.auth).toBe('customer');
    expect(pages.find((page) => page.path === '/stud/cart')?.cartLines).toBe(1);
    expect(pages.find((page) => page.path === '/stud/checkout')?.cartLines).toBe(1);
    for (const page of pages) expect(() => stateNeeds(page)).not.toThrow();
  });
});

describe('the cookies the product keeps beside the stored values', () => {
  const ID = '0b7c9c1e-5f0a-4d5e-9a52-1f6f0d2b8c3a';

  it('says a session is stored, without the token, and names a guest’s cart', () => {
    expect(storedCookies({ access: 'a.b.c', refresh: 'r' })).toEqual([{ name: 'signed_in', value: '1' }]);
    expect(storedCookies({ checkoutId: ID, checkoutSecret: 'secret' })).toEqual([
      { name: 'cart', value: `${ID}.secret` },
    ]);
  });

  it('names no cart of a signed-in user, and nothing for an empty storage', () => {
    expect(storedCookies({ access: 'a.b.c', checkoutId: ID, checkoutSecret: 'secret' })).toEqual([
      { name: 'signed_in', value: '1' },
    ]);
    expect(storedCookies({})).toEqual([]);
  });
});
