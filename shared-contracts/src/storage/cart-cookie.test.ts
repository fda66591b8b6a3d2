import { createEventBus } from '../events/event-bus';
import { CART_COOKIE, cartToMirror, guestCartOfCookies, mirrorCartCookie } from './cart-cookie';
import { createStorage } from './storage';
import { fakeJar, memoryBackend as memory } from './testing/fake-browser';

const ID = '0b7c9c1e-5f0a-4d5e-9a52-1f6f0d2b8c3a';
const SECRET = 'hB3x_Q-9sV2mLk8PzR4tYw6uNc1dEf7gAa0bJiKoT5s';

describe('the guest cart cookie (docs/adr/0189)', () => {
  it('is read from a Cookie header among others, only when well formed', () => {
    expect(guestCartOfCookies(`vid=abc12345; ${CART_COOKIE}=${ID}.${SECRET}; x=1`)).toEqual({
      id: ID,
      secret: SECRET,
    });
    expect(guestCartOfCookies(`${CART_COOKIE}=not-a-uuid.${SECRET}`)).toBeNull();
    expect(guestCartOfCookies(`${CART_COOKIE}=${ID}.short`)).toBeNull();
    expect(guestCartOfCookies(`${CART_COOKIE}=${ID}.${SECRET}.extra`)).toBeNull();
    expect(guestCartOfCookies(`${CART_COOKIE}=${ID}.${SECRET}%3C`)).toBeNull();
    expect(guestCartOfCookies('vid=abc12345')).toBeNull();
    expect(guestCartOfCookies(undefined)).toBeNull();
  });

  it('mirrors a guest’s stored cart, never a signed-in user’s', () => {
    const stored: Record<string, string> = { checkoutId: ID, checkoutSecret: SECRET };
    const read = (key: string) => stored[key] ?? null;
    expect(cartToMirror(read)).toEqual({ id: ID, secret: SECRET });
    stored.access = 'a-token';
    expect(cartToMirror(read)).toBeNull();
    const idOnly: Record<string, string> = { checkoutId: ID };
    expect(cartToMirror((key) => idOnly[key] ?? null)).toBeNull();
  });

  it('is written once for a stored cart, Secure on https, and removed when the cart is forgotten', () => {
    const { jar, writes } = fakeJar('https:');
    const stored: Record<string, string> = { checkoutId: ID, checkoutSecret: SECRET };
    const read = (key: string) => stored[key] ?? null;
    mirrorCartCookie(read, jar);
    mirrorCartCookie(read, jar);
    expect(writes).toEqual([`${CART_COOKIE}=${ID}.${SECRET}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`]);
    delete stored.checkoutId;
    mirrorCartCookie(read, jar);
    mirrorCartCookie(read, jar);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe(`${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
    expect(jar.cookie).toBe('');
  });

  it('follows the typed storage: a new cart, a sign-in, a sign-out and a forgotten cart', () => {
    const { jar } = fakeJar();
    const storage = createStorage({ backend: memory(), bus: createEventBus(), target: null, cookies: jar });
    storage.set('checkoutSecret', SECRET);
    expect(guestCartOfCookies(jar.cookie)).toBeNull();
    storage.set('checkoutId', ID);
    expect(guestCartOfCookies(jar.cookie)).toEqual({ id: ID, secret: SECRET });
    storage.set('access', 'a-token');
    expect(guestCartOfCookies(jar.cookie)).toBeNull();
    storage.remove('access');
    expect(guestCartOfCookies(jar.cookie)).toEqual({ id: ID, secret: SECRET });
    storage.remove('checkoutId');
    expect(jar.cookie).toBe('');
  });

  it('is brought in line when the page starts: a cart stored before, or a cookie left behind', () => {
    const before = fakeJar();
    createStorage({
      backend: memory({ checkoutId: ID, checkoutSecret: SECRET }),
      bus: createEventBus(),
      target: null,
      cookies: before.jar,
    });
    expect(guestCartOfCookies(before.jar.cookie)).toEqual({ id: ID, secret: SECRET });

    const left = fakeJar();
    left.jar.cookie = `${CART_COOKIE}=${ID}.${SECRET}; Path=/`;
    createStorage({ backend: memory(), bus: createEventBus(), target: null, cookies: left.jar });
    expect(left.jar.cookie).toBe('');
  });
});
