import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createApiClient, normaliseUser, type User } from 'shared-contracts';

/** What the fake server answers for one request: a status and body, or a network failure. */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';

/** Answers now, or later (a promise) to test answers that arrive late. */
type Route = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake API at the axios adapter, the edge of the system: the real client (interceptors,
 * refresh, ApiError) runs; only the network is replaced. `requests` lists "METHOD path".
 */
export function fakeApi(routes: Record<string, Route | FakeAnswer>) {
  const requests: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    const key = `${(config.method ?? 'get').toUpperCase()} ${path}`;
    requests.push(key);
    const route = routes[key];
    const answer: FakeAnswer =
      typeof route === 'function' ? await route(config) : (route ?? { status: 404, body: {} });
    if (answer === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status ${answer.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  const client = createApiClient({ adapter, baseURL: () => 'http://api.test' });
  return { client, requests };
}

/** A user as GET /api/users/me/ returns it. */
export function aUser(overrides: Partial<User> = {}): User {
  return normaliseUser({ email: 'sam@example.com', first_name: 'Sam', is_verified: true, ...overrides });
}
