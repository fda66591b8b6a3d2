import { createApiClient } from './api-client';
import { errorStatus, isApiError } from './api-error';
import { fakeServer } from './testing/fake-api-server';
import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { createApiBaseQuery } from './api-base-query';

beforeEach(() => setRuntimeConfig(defaultRuntimeConfig()));
afterAll(() => resetRuntimeConfig());

describe('the base query every remote uses', () => {
  it("answers the body, sending the store's client the request and the API's own headers", async () => {
    const server = fakeServer(() => ({ status: 200, data: { ok: true } }));
    const client = createApiClient({ adapter: server.adapter });
    const query = createApiBaseQuery({ headers: () => ({ 'X-Visitor-Id': 'v1' }) });
    const answer = await query(
      { url: '/api/x/', method: 'POST', data: { a: 1 }, params: { page: 2 }, headers: { 'X-Other': 'o' } },
      { extra: { client } },
    );
    expect(answer).toEqual({ data: { ok: true } });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ url: '/api/x/', method: 'post', params: { page: 2 } });
    expect(JSON.parse(sent!.data as string)).toEqual({ a: 1 });
    expect(sent!.headers.get('X-Visitor-Id')).toBe('v1');
    expect(sent!.headers.get('X-Other')).toBe('o');
  });

  it('ends a refused call with the one error shape, as a plain object with its status, code and fields', async () => {
    const server = fakeServer(() => ({
      status: 403,
      data: {
        detail: 'Please verify your email first.',
        code: 'EMAIL_NOT_VERIFIED',
        errors: [{ location: 'body', field: 'email', message: 'is not verified' }],
      },
    }));
    const query = createApiBaseQuery();
    const { error } = await query(
      { url: '/api/users/login/' },
      { extra: { client: createApiClient(server) } },
    );
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email first.',
      fieldErrors: [{ field: 'email', message: 'Please verify your email first.' }],
    });
    expect(isApiError(error)).toBe(true);
    expect(errorStatus(error)).toBe(403);
  });

  it('ends a call that got no answer without a status, with the network code', async () => {
    const server = fakeServer(() => 'network-error');
    const { error } = await createApiBaseQuery()(
      { url: '/api/x/' },
      { extra: { client: createApiClient(server) } },
    );
    expect(error).toMatchObject({ name: 'ApiError', code: 'ERR_NETWORK', fieldErrors: [] });
    expect(error && 'status' in error).toBe(false);
    expect(errorStatus(error)).toBeUndefined();
  });
});
