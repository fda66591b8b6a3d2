import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { eventBus } from '../events/event-bus';
import { storage } from '../storage/storage';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
import { ApiError, isApiError } from './api-error';
import { endpoints } from './endpoints';
import { authorizationOf as auth, fakeServer } from './testing/fake-api-server';
import type { LockManagerLike } from './token-refresh';

/** A server whose protected calls accept only `Bearer fresh`, and whose refresh call gives that token. */
function expiringTokenServer(refreshStatus = 200) {
  return fakeServer((config) => {
    if (config.url === endpoints.users.refreshToken) {
      return refreshStatus === 200
        ? { status: 200, data: { access: 'fresh', refresh: 'rotated' } }
        : { status: refreshStatus, data: { detail: 'Token is invalid or expired' } };
    }
    return auth(config) === 'Bearer fresh'
      ? { status: 200, data: { url: config.url, body: config.data as unknown } }
      : { status: 401, data: { detail: 'Given token not valid' } };
  });
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(defaultRuntimeConfig());
});
afterAll(() => resetRuntimeConfig());

describe('API client', () => {
  it('all requests carry Authorization Bearer when an access token exists', async () => {
    const server = fakeServer(() => ({ status: 200, data: {} }));
    const client = createApiClient({ adapter: server.adapter });
    await client.get(endpoints.rest.check);
    storage.set('access', 'abc');
    await client.get(endpoints.users.me);
    expect(auth(server.requests[0]!)).toBeUndefined();
    expect(auth(server.requests[1]!)).toBe('Bearer abc');
  });

  it("sends the stored checkout's secret with the checkout calls only, and forgets it with the checkout", async () => {
    const server = fakeServer(() => ({ status: 200, data: {} }));
    const client = createApiClient({ adapter: server.adapter });
    const secretOf = (index: number) =>
      (server.requests[index]!.headers as { get: (name: string) => unknown }).get('X-Checkout-Secret');
    storage.set('checkoutSecret', 's3cret');
    storage.set('checkoutId', 'c1');
    await client.post(endpoints.checkout.cartItems, { id: 'c1' });
    await client.post(endpoints.payment.gpay, { id: 'c1' });
    await client.get(endpoints.checkout.availableShippingMethods, { params: { checkout_id: 'c1' } });
    await client.get(endpoints.users.me);
    await client.post('https://elsewhere.example/api/ecom/cart-items/', { id: 'c1' });
    storage.remove('checkoutId');
    await client.post(endpoints.checkout.cartItems, { id: 'c1' });
    expect([0, 1, 2, 3, 4, 5].map(secretOf)).toEqual([
      's3cret',
      's3cret',
      's3cret',
      undefined,
      undefined,
      undefined,
    ]);
    expect(storage.get('checkoutSecret')).toBeNull();
  });

  it('sends a given checkout secret instead of the stored one (the server renders a guest cart with it)', async () => {
    const server = fakeServer(() => ({ status: 200, data: {} }));
    storage.set('checkoutSecret', 'stored-secret');
    const client = createApiClient({ adapter: server.adapter, checkoutSecret: () => 'cookie-secret' });
    await client.post(endpoints.checkout.cartItems, { id: 'c1' });
    await client.get(endpoints.users.me);
    const secretOf = (index: number) =>
      (server.requests[index]!.headers as { get: (name: string) => unknown }).get('X-Checkout-Secret');
    expect([secretOf(0), secretOf(1)]).toEqual(['cookie-secret', undefined]);
  });

  it('takes the base URL from the runtime config at request time', async () => {
    const server = fakeServer(() => ({ status: 200, data: { status: 'ok' } }));
    const client = createApiClient({ adapter: server.adapter });
    await client.get(endpoints.rest.check);
    setRuntimeConfig({ ...defaultRuntimeConfig(), apiBaseUrl: 'https://api.example.test' });
    await client.get(endpoints.rest.check);
    expect(server.requests.map((r) => r.baseURL)).toEqual([
      'http://127.0.0.1:8000',
      'https://api.example.test',
    ]);
  });

  it('10 concurrent 401s cause exactly one refresh call and ten retried successes', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'r1');
    const server = expiringTokenServer();
    const client = createApiClient({ adapter: server.adapter });

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post(`/api/thing/${i}/`, { n: i })),
    );

    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    expect(JSON.parse(server.calls(endpoints.users.refreshToken)[0]!.data as string)).toEqual({
      refresh: 'r1',
    });
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => (JSON.parse((r.data as { body: string }).body) as { n: number }).n)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(storage.get('access')).toBe('fresh');
    expect(storage.get('refresh')).toBe('rotated');
  });

  it('shares one refresh among concurrent 401s of different clients in the page', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'r1');
    const server = expiringTokenServer();
    const shop = createApiClient({ adapter: server.adapter });
    const chat = createApiClient({ adapter: server.adapter });
    await Promise.all([shop.get('/api/a/'), chat.get('/api/b/'), shop.get('/api/c/')]);
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
  });

  it('never sends the access token with the refresh call', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'r1');
    const server = expiringTokenServer();
    await createApiClient({ adapter: server.adapter }).get(endpoints.users.me);
    expect(auth(server.calls(endpoints.users.refreshToken)[0]!)).toBeUndefined();
  });

  it('a failing refresh removes access and refresh tokens and rejects every waiting call', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'revoked');
    const sessions: unknown[] = [];
    const off = eventBus.on('session/changed', (p) => sessions.push(p));
    const server = expiringTokenServer(401);
    const client = createApiClient({ adapter: server.adapter });

    const settled = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => client.get(`/api/x/${i}/`)));
    off();

    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    for (const s of settled) {
      const reason: unknown = (s as PromiseRejectedResult).reason;
      expect(isApiError(reason)).toBe(true);
      expect(reason).toMatchObject({ status: 401, body: { detail: 'Given token not valid' } });
    }
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
    expect(sessions).toEqual([{ access: null }]);
  });

  it('a 401 from refresh-token does not trigger another refresh', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'revoked');
    const server = expiringTokenServer(401);
    const client = createApiClient({ adapter: server.adapter });
    await expect(client.get(endpoints.users.me)).rejects.toBeInstanceOf(ApiError);
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('without a refresh token a 401 rejects at once and removes the access token', async () => {
    storage.set('access', 'stale');
    const server = expiringTokenServer();
    const client = createApiClient({ adapter: server.adapter });
    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({ status: 401 });
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(0);
    expect(storage.get('access')).toBeNull();
  });

  it('retries a request only once: a second 401 removes both tokens and rejects', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'r1');
    const server = fakeServer((config) =>
      config.url === endpoints.users.refreshToken
        ? { status: 200, data: { access: 'still-refused', refresh: 'r2' } }
        : { status: 401, data: { detail: 'nope' } },
    );
    const client = createApiClient({ adapter: server.adapter });
    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({
      status: 401,
      body: { detail: 'nope' },
    });
    expect(server.calls(endpoints.users.me)).toHaveLength(2);
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
  });

  it('a 401 from login means wrong credentials: no refresh, the tokens stay', async () => {
    storage.set('access', 'old');
    storage.set('refresh', 'r1');
    const server = fakeServer(() => ({ status: 401, data: { detail: 'No active account found' } }));
    const client = createApiClient({ adapter: server.adapter });
    await expect(
      client.post(endpoints.users.login, { email: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({
      status: 401,
      body: { detail: 'No active account found' },
    });
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(0);
    expect(storage.get('refresh')).toBe('r1');
  });

  it('rejects with the server response body and the HTTP status', async () => {
    const server = fakeServer(() => ({ status: 400, data: { email: ['This field is required.'] } }));
    const client = createApiClient({ adapter: server.adapter });
    const error = await client.post(endpoints.users.signUp, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { email: ['This field is required.'] } });
  });

  it('a network failure rejects with a Network Error body and no status', async () => {
    const server = fakeServer(() => 'network-error');
    const client = createApiClient({ adapter: server.adapter });
    const error = await client.get(endpoints.rest.check).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).body).toEqual({ detail: 'Network Error' });
    expect((error as ApiError).status).toBeUndefined();
    expect((error as ApiError).code).toBe('ERR_NETWORK');
  });

  it('says clearly when it is used before the runtime config is set', async () => {
    resetRuntimeConfig();
    const client = createApiClient({ adapter: fakeServer(() => ({ status: 200 })).adapter });
    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({
      body: { detail: expect.stringContaining('runtime config is not set') as unknown },
    });
  });
});

/**
 * A fake Web Locks API: requests for one name run one after another, in order, like
 * `navigator.locks` does for all tabs of an origin.
 */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks: LockManagerLike = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const granted = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
  return { locks, requested };
}

/**
 * A client in another tab: made by a fresh copy of the client's modules (its own in-tab refresh
 * promise, storage wrapper and bus), as a second page of the origin has. All tabs share jsdom's
 * localStorage, as tabs share the origin's.
 */
async function clientInNewTab(options: ApiClientOptions): Promise<ApiClient> {
  let client: ApiClient | undefined;
  await jest.isolateModulesAsync(async () => {
    const tab = await import('./api-client');
    client = tab.createApiClient(options);
  });
  return client!;
}

/**
 * The API server's refresh rules: each refresh token works once and is replaced; presenting a
 * spent one revokes the whole session (the "family"), so even the newest tokens stop working.
 */
function rotatingTokenServer() {
  let generation = 1;
  let revoked = false;
  const spent = new Set<string>();
  return fakeServer((config) => {
    if (config.url === endpoints.users.refreshToken) {
      const { refresh } = JSON.parse(config.data as string) as { refresh: string };
      if (spent.has(refresh)) revoked = true;
      if (revoked || refresh !== `r${generation}`)
        return { status: 401, data: { detail: 'Token is blacklisted' } };
      spent.add(refresh);
      generation += 1;
      return { status: 200, data: { access: `a${generation}`, refresh: `r${generation}` } };
    }
    return !revoked && auth(config) === `Bearer a${generation}`
      ? { status: 200, data: {} }
      : { status: 401, data: { detail: 'Given token not valid' } };
  });
}

describe('API client across tabs', () => {
  const baseURL = () => 'http://127.0.0.1:8000';

  it('has no Web Locks in jsdom, so the tests above cover the in-tab lock alone', () => {
    expect('locks' in navigator).toBe(false);
  });

  it('two tabs hitting 401 together refresh once and both keep the session', async () => {
    // The server's current pair is a1/r1, and the tabs still hold an access token from before.
    localStorage.setItem('access', 'expired');
    localStorage.setItem('refresh', 'r1');
    const server = rotatingTokenServer();
    const { locks, requested } = fakeLocks();
    const clientA = await clientInNewTab({ adapter: server.adapter, baseURL, locks });
    const clientB = await clientInNewTab({ adapter: server.adapter, baseURL, locks });

    const results = await Promise.allSettled([
      clientA.get('/api/a/1/'),
      clientB.get('/api/b/1/'),
      clientA.get('/api/a/2/'),
      clientB.get('/api/b/2/'),
      clientA.get('/api/a/3/'),
    ]);

    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    // One lock request per tab: within a tab the calls still share one promise.
    expect(requested).toEqual(['shared-contracts:token-refresh', 'shared-contracts:token-refresh']);
    expect(localStorage.getItem('access')).toBe('a2');
    expect(localStorage.getItem('refresh')).toBe('r2');
  });

  it('a failed refresh leaves the tokens another tab stored while it ran', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'revoked');
    const server = fakeServer((config) => {
      if (config.url !== endpoints.users.refreshToken)
        return { status: 401, data: { detail: 'Given token not valid' } };
      // Meanwhile the visitor signed in again in another tab.
      localStorage.setItem('refresh', 'other-refresh');
      localStorage.setItem('access', 'other-access');
      return { status: 401, data: { detail: 'Token is blacklisted' } };
    });
    const client = createApiClient({ adapter: server.adapter });

    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({ status: 401 });

    expect(storage.get('access')).toBe('other-access');
    expect(storage.get('refresh')).toBe('other-refresh');
  });

  it('refreshes without the cross-tab lock when the browser refuses it', async () => {
    storage.set('access', 'stale');
    storage.set('refresh', 'r1');
    const server = expiringTokenServer();
    const locks: LockManagerLike = {
      request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
    };
    const client = createApiClient({ adapter: server.adapter, locks });
    await expect(client.get(endpoints.users.me)).resolves.toMatchObject({ status: 200 });
    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    expect(storage.get('access')).toBe('fresh');
  });
});
