import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { eventBus } from '../events/event-bus';
import { storage } from '../storage/storage';
import { createApiClient } from './api-client';
import { isApiError, type ApiError } from './api-error';
import { endpoints } from './endpoints';
import { authorizationOf, fakeServer, type FakeAnswer } from './testing/fake-api-server';

/**
 * A server whose protected calls accept only `Bearer fresh`, and whose refresh-token answers
 * `refreshAnswers` one after another (the last one repeats).
 */
function serverWithRefreshAnswers(...refreshAnswers: FakeAnswer[]) {
  let refreshes = 0;
  return fakeServer((config) => {
    if (config.url === endpoints.users.refreshToken)
      return refreshAnswers[Math.min(refreshes++, refreshAnswers.length - 1)]!;
    return authorizationOf(config) === 'Bearer fresh'
      ? { status: 200, data: { ok: true } }
      : { status: 401, data: { detail: 'Given token not valid' } };
  });
}

const REFRESHED: FakeAnswer = { status: 200, data: { access: 'fresh', refresh: 'rotated' } };

/** Watches session/changed, the event every page and tab signs out on. */
function watchSession() {
  const changes: unknown[] = [];
  const off = eventBus.on('session/changed', (payload) => changes.push(payload));
  return { changes, off };
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(defaultRuntimeConfig());
  storage.set('access', 'stale');
  storage.set('refresh', 'r1');
});
afterAll(() => resetRuntimeConfig());

describe('a refresh that fails for a passing reason keeps the session', () => {
  it.each([
    ['a network error', 'network-error' as const, undefined],
    ['a 500', { status: 500, data: { detail: 'Internal Server Error' } }, 500],
    ['a 503 while the API restarts', { status: 503, data: { detail: 'Service Unavailable' } }, 503],
    ['a 429', { status: 429, data: { detail: 'Too many requests' } }, 429],
  ] satisfies [string, FakeAnswer, number | undefined][])(
    'after %s both tokens stay and the waiting calls reject with that failure',
    async (_name, answer, status) => {
      const session = watchSession();
      const server = serverWithRefreshAnswers(answer);
      const client = createApiClient({ adapter: server.adapter });

      const settled = await Promise.allSettled([client.get('/api/a/'), client.get('/api/b/')]);
      session.off();

      for (const outcome of settled) {
        expect(outcome.status).toBe('rejected');
        const reason = (outcome as PromiseRejectedResult).reason as ApiError;
        expect(isApiError(reason)).toBe(true);
        expect(reason.status).toBe(status);
      }
      expect(storage.get('access')).toBe('stale');
      expect(storage.get('refresh')).toBe('r1');
      expect(session.changes).toEqual([]);
    },
  );

  it('the network failure reaches the page as a Network Error without a status', async () => {
    const server = serverWithRefreshAnswers('network-error');
    const client = createApiClient({ adapter: server.adapter });
    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({
      body: { detail: 'Network Error' },
      code: 'ERR_NETWORK',
    });
  });

  it('an answer without an access token keeps both tokens and rejects', async () => {
    const server = serverWithRefreshAnswers({ status: 200, data: {} });
    const client = createApiClient({ adapter: server.adapter });
    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({
      body: { detail: 'The refresh-token answer has no access token.' },
    });
    expect(storage.get('access')).toBe('stale');
    expect(storage.get('refresh')).toBe('r1');
  });

  it('N concurrent 401s during an outage still make one refresh call', async () => {
    const server = serverWithRefreshAnswers({ status: 503, data: { detail: 'Service Unavailable' } });
    const client = createApiClient({ adapter: server.adapter });

    const settled = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => client.get(`/api/x/${i}/`)));

    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
    expect(settled.map((outcome) => outcome.status)).toEqual(Array(8).fill('rejected'));
  });

  it('Retry after the outage refreshes with the kept token and the call succeeds', async () => {
    const server = serverWithRefreshAnswers(
      { status: 503, data: { detail: 'Service Unavailable' } },
      REFRESHED,
    );
    const client = createApiClient({ adapter: server.adapter });

    await expect(client.get(endpoints.users.me)).rejects.toMatchObject({ status: 503 });
    await expect(client.get(endpoints.users.me)).resolves.toMatchObject({ status: 200 });

    const sent = server
      .calls(endpoints.users.refreshToken)
      .map((r) => JSON.parse(r.data as string) as unknown);
    expect(sent).toEqual([{ refresh: 'r1' }, { refresh: 'r1' }]);
    expect(storage.get('access')).toBe('fresh');
    expect(storage.get('refresh')).toBe('rotated');
  });
});

describe('a refused refresh ends the session', () => {
  it.each([400, 401])(
    'when refresh-token answers %i both tokens are removed and the calls reject',
    async (status) => {
      const session = watchSession();
      const server = serverWithRefreshAnswers({ status, data: { detail: 'Token is invalid or expired' } });
      const client = createApiClient({ adapter: server.adapter });

      const settled = await Promise.allSettled([client.get('/api/a/'), client.get('/api/b/')]);
      session.off();

      expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      expect(server.calls(endpoints.users.refreshToken)).toHaveLength(1);
      expect(storage.get('access')).toBeNull();
      expect(storage.get('refresh')).toBeNull();
      expect(session.changes).toEqual([{ access: null }]);
    },
  );
});
