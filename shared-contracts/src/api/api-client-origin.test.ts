import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { storage } from '../storage/storage';
import { createApiClient } from './api-client';
import { endpoints } from './endpoints';
import { authorizationOf, fakeServer } from './testing/fake-api-server';

const API_BASE = 'https://api.example.test';

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ ...defaultRuntimeConfig(), apiBaseUrl: API_BASE });
  storage.set('access', 'secret-access');
  storage.set('refresh', 'r1');
});
afterAll(() => resetRuntimeConfig());

/** Sends one GET and returns the Authorization header it left with. */
async function headerSentTo(url: string, options: { baseURL?: string; authorization?: string } = {}) {
  const server = fakeServer(() => ({ status: 200, data: {} }));
  const client = createApiClient({ adapter: server.adapter });
  await client.get(url, {
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.authorization ? { headers: { Authorization: options.authorization } } : {}),
  });
  return authorizationOf(server.requests[0]!);
}

describe('the API client sends the access token only to the API', () => {
  it('a relative endpoint path carries the Bearer token', async () => {
    await expect(headerSentTo(endpoints.users.me)).resolves.toBe('Bearer secret-access');
  });

  it('an absolute URL on the API origin carries the Bearer token', async () => {
    await expect(headerSentTo(`${API_BASE}/api/users/me/`)).resolves.toBe('Bearer secret-access');
  });

  it.each([
    ['another site', 'https://evil.example.test/collect'],
    ['the API host on another port', 'https://api.example.test:8443/api/users/me/'],
    ['the API host over plain http', 'http://api.example.test/api/users/me/'],
    ['a protocol-relative URL to another host', '//evil.example.test/collect'],
  ])('a request to %s goes without it', async (_name, url) => {
    await expect(headerSentTo(url)).resolves.toBeUndefined();
  });

  it('a caller-given base URL on another origin does not get it either', async () => {
    await expect(
      headerSentTo('/api/users/me/', { baseURL: 'https://evil.example.test' }),
    ).resolves.toBeUndefined();
  });

  it('an Authorization header a caller sets is dropped for another origin', async () => {
    await expect(
      headerSentTo('https://evil.example.test/collect', { authorization: 'Bearer secret-access' }),
    ).resolves.toBeUndefined();
  });

  it('a 401 from another origin neither refreshes nor touches the session', async () => {
    const server = fakeServer(() => ({ status: 401, data: { detail: 'no' } }));
    const client = createApiClient({ adapter: server.adapter });

    await expect(client.get('https://other.example.test/thing')).rejects.toMatchObject({ status: 401 });

    expect(server.calls(endpoints.users.refreshToken)).toHaveLength(0);
    expect(storage.get('access')).toBe('secret-access');
    expect(storage.get('refresh')).toBe('r1');
  });
});
