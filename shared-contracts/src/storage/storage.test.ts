import { createEventBus } from '../events/event-bus';
import type { User } from '../entities/user';
import { createStorage, type StorageBackend } from './storage';
import { fakeJar, memoryBackend } from './testing/fake-browser';

const user: User = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'L',
  phone_number: null,
  on_boarding_step: 'completed',
  next_step: null,
  age: 36,
  height: null,
  height_measurement: null,
  weight: null,
  weight_measurement: null,
  biological_sex: null,
  country: 'US',
  city: null,
  province: null,
  postal_code: null,
  address_line_1: null,
  address_line_2: null,
  is_verified: true,
};

function setup() {
  localStorage.clear();
  const bus = createEventBus({ createChannel: null });
  const events: [string, unknown][] = [];
  bus.on('session/changed', (p) => events.push(['session/changed', p]));
  bus.on('user/changed', (p) => events.push(['user/changed', p]));
  bus.on('checkout/idChanged', (p) => events.push(['checkout/idChanged', p]));
  const target = new EventTarget();
  const store = createStorage({ backend: localStorage, bus, target: target as unknown as Window });
  return { store, events, target };
}

describe('typed local storage', () => {
  it('keeps tokens and the checkout id as plain strings and the user as JSON', () => {
    const { store } = setup();
    store.set('access', 'a.b.c');
    store.set('checkoutId', 'Q2hlY2tvdXQ6MQ==');
    store.set('user', user);
    store.set('subscribed', true);
    expect(localStorage.getItem('access')).toBe('a.b.c');
    expect(localStorage.getItem('checkoutId')).toBe('Q2hlY2tvdXQ6MQ==');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(store.get('user')).toEqual(user);
    expect(store.get('subscribed')).toBe(true);
    expect(store.get('refresh')).toBeNull();
  });

  it('storing or removing the access token emits session/changed', () => {
    const { store, events } = setup();
    store.set('access', 'tok');
    store.remove('access');
    expect(events).toEqual([
      ['session/changed', { access: 'tok' }],
      ['session/changed', { access: null }],
    ]);
  });

  it('storing or removing the user emits user/changed, and checkoutId emits checkout/idChanged', () => {
    const { store, events } = setup();
    store.set('user', user);
    store.set('checkoutId', 'c1');
    store.remove('checkoutId');
    store.remove('user');
    expect(events).toEqual([
      ['user/changed', { user }],
      ['checkout/idChanged', { checkoutId: 'c1' }],
      ['checkout/idChanged', { checkoutId: null }],
      ['user/changed', { user: null }],
    ]);
  });

  it('refresh and subscribed change without events, and nothing is emitted when nothing changed', () => {
    const { store, events } = setup();
    store.set('refresh', 'r');
    store.set('subscribed', true);
    store.remove('access');
    store.set('checkoutId', 'c1');
    store.set('checkoutId', 'c1');
    expect(events).toEqual([['checkout/idChanged', { checkoutId: 'c1' }]]);
  });

  it('turns changes made in another tab (the storage event) into bus events', () => {
    const { events, target } = setup();
    const fromOtherTab = (key: string | null, newValue: string | null) =>
      target.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    fromOtherTab('access', 'other-tab-token');
    fromOtherTab('user', JSON.stringify(user));
    fromOtherTab('checkoutId', null);
    fromOtherTab('unrelated', 'x');
    expect(events).toEqual([
      ['session/changed', { access: 'other-tab-token' }],
      ['user/changed', { user }],
      ['checkout/idChanged', { checkoutId: null }],
    ]);
  });

  it('treats localStorage.clear() in another tab as removing every key', () => {
    const { events, target } = setup();
    target.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(events.map(([type]) => type).sort()).toEqual([
      'checkout/idChanged',
      'session/changed',
      'user/changed',
    ]);
  });

  it('ignores sessionStorage changes', () => {
    const { events, target } = setup();
    target.dispatchEvent(
      new StorageEvent('storage', { key: 'access', newValue: 'x', storageArea: sessionStorage }),
    );
    expect(events).toEqual([]);
  });

  it('reads a corrupt stored user as null instead of throwing', () => {
    const { store } = setup();
    localStorage.setItem('user', '{not json');
    expect(store.get('user')).toBeNull();
  });

  it('is safe when localStorage is unavailable', () => {
    const throwing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const bus = createEventBus({ createChannel: null });
    const store = createStorage({ backend: throwing, bus, target: null });
    expect(() => store.set('access', 'x')).not.toThrow();
    expect(store.get('access')).toBeNull();
    expect(() => store.remove('access')).not.toThrow();
  });

  it('falls back to memory when window.localStorage throws', () => {
    localStorage.clear();
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const bus = createEventBus({ createChannel: null });
      const store = createStorage({ bus, target: null });
      store.set('access', 'kept-in-memory');
      expect(store.get('access')).toBe('kept-in-memory');
      spy.mockRestore();
      expect(localStorage.getItem('access')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the cookie mirrors’ reads of the jar', () => {
  it('read the browser’s cookies once per pass, and afresh after a write', () => {
    const bus = createEventBus();
    const quiet = fakeJar();
    createStorage({ backend: memoryBackend(), bus, target: null, cookies: quiet.jar });
    expect(quiet.writes).toEqual([]);
    expect(quiet.reads.count).toBe(1);

    // The cart's mirror writes its cookie; the session's then reads the jar afresh.
    const guest = fakeJar();
    createStorage({
      backend: memoryBackend({
        checkoutId: '0b7e6b4e-5d7c-4a5e-9a53-0f3f7c1d2e4a',
        checkoutSecret: 'a-secret-of-twenty-chars',
      }),
      bus,
      target: null,
      cookies: guest.jar,
    });
    expect(guest.writes).toHaveLength(1);
    expect(guest.reads.count).toBe(2);
  });
});
