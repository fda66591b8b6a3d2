import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { eventBus } from '../events/event-bus';
import { storage } from '../storage/storage';
import { createApiClient } from './api-client';
import { ApiError, isApiError } from './api-error';
import { endpoints } from './endpoints';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | 'network-error';

/** The edge of the system: an axios adapter that answers from `handler` after a short delay. */
function fakeServer(handler: Handler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answer = handler(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      'ERR_BAD_REQUEST',
      config,
      {},
      response,
    );
  };
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { adapter, requests, calls };
}

const auth = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization') ?? undefined;

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
