import { createApiClient, isApiError, setApiFaultHook, storage } from 'shared-contracts';
import { fakeApi } from 'shared-contracts/testing';
import { createApiFaultHook } from './api-fault';

const ME = 'GET /api/users/me/';
const REFRESH = 'POST /api/users/refresh-token/';

afterEach(() => {
  setApiFaultHook(null);
  localStorage.clear();
});

describe('API faults of a tab, played in the real client', () => {
  it('api-down: calls fail as with no server, without a status and without reaching it', async () => {
    const api = fakeApi({ [ME]: { status: 200, data: {} } });
    setApiFaultHook(createApiFaultHook({ name: 'api-down' }));
    const error: unknown = await api.client.get('/api/users/me/').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBeUndefined();
    expect(isApiError(error)).toBe(true);
    expect(api.sent()).toEqual([]);
  });

  it('api-slow: calls wait the delay, then reach the server', async () => {
    const waits: number[] = [];
    const api = fakeApi({ [ME]: { status: 200, data: { email: 'a@example.com' } } });
    setApiFaultHook(
      createApiFaultHook({ name: 'api-slow', ms: 800 }, (ms) => {
        waits.push(ms);
        return Promise.resolve();
      }),
    );
    const { data } = await api.client.get<{ email: string }>('/api/users/me/');
    expect(data.email).toBe('a@example.com');
    expect(waits).toEqual([800]);
  });

  it('api-401: the token in use answers 401, the client refreshes once and the retry works', async () => {
    storage.set('access', 'old-access');
    storage.set('refresh', 'refresh-1');
    const api = fakeApi({
      [ME]: (config) => ({ status: 200, data: { sent: config.headers.get('Authorization') } }),
      [REFRESH]: { status: 200, data: { access: 'new-access', refresh: 'refresh-2' } },
    });
    setApiFaultHook(createApiFaultHook({ name: 'api-401' }));
    const { data } = await api.client.get<{ sent: string }>('/api/users/me/');
    expect(data.sent).toBe('Bearer new-access');
    expect(api.sent()).toEqual([REFRESH, ME]);
    // Later calls carry the new token and pass.
    await api.client.get('/api/users/me/');
    expect(api.sent().filter((request) => request === REFRESH)).toHaveLength(1);
  });

  it('leaves requests to other origins alone', async () => {
    const client = createApiClient({
      baseURL: () => 'http://api.test',
      adapter: () =>
        Promise.resolve({ data: 'ok', status: 200, statusText: 'OK', headers: {}, config: {} as never }),
    });
    setApiFaultHook(createApiFaultHook({ name: 'api-down' }));
    await expect(client.get('http://elsewhere.test/x')).resolves.toMatchObject({ data: 'ok' });
  });
});
