import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import type { ApiClientOptions } from './api-client';
import type * as AxiosHalfModule from './axios-client';
import { isApiError } from './api-error';
import { endpoints } from './endpoints';
import { FIRST_READS, startFirstReads } from './first-read';
import { fakeServer } from './testing/fake-api-server';
import { VISITOR_ID_HEADER } from './types/content-api';
import { visitorId } from './visitor-id';

// Counts how often the axios half is loaded, and can make loading it fail as a chunk that cannot
// be fetched does (the import rejects); otherwise it is the real module.
const axiosHalf = { loads: 0, failNext: false };
type AxiosHalf = typeof AxiosHalfModule;
jest.mock('shared-contracts/axios-client', () => {
  if (axiosHalf.failNext) {
    axiosHalf.failNext = false;
    throw new Error('Loading chunk axios-client failed.');
  }
  axiosHalf.loads += 1;
  return jest.requireActual<AxiosHalf>('./axios-client');
});

// The task boundary after axios's modules have run: held by a test that watches what waits for it,
// at once for the others.
const taskGate = { held: false, release: () => undefined as void };
jest.mock('../scheduling/next-task', () => ({
  nextTask: () =>
    taskGate.held
      ? new Promise<void>((resolve) => {
          taskGate.release = resolve;
        })
      : Promise.resolve(),
}));

const homeRead = { brand: 'stud', page: 'home' };
const apiBaseUrl = defaultRuntimeConfig().apiBaseUrl;

/** A client from a fresh copy of the modules, as a new page has: axios not loaded yet. */
async function pageClient(options: ApiClientOptions) {
  jest.resetModules();
  const { createApiClient } = await import('./api-client');
  return createApiClient({ ...options, baseURL: () => apiBaseUrl });
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(defaultRuntimeConfig());
  delete (window as unknown as Record<string, unknown>)[FIRST_READS];
});
afterAll(() => resetRuntimeConfig());

describe('the API client loads axios only when a request needs it', () => {
  it('answers a preloaded first read without loading axios, and loads it for the next request', async () => {
    window.fetch = jest.fn(() =>
      Promise.resolve({
        status: 200,
        text: () => Promise.resolve('{"blocks":[]}'),
        headers: new Map([['content-type', 'application/json']]),
      }),
    ) as unknown as typeof window.fetch;
    startFirstReads(
      { remote: 'content', module: 'HomePage', pageKey: 'home', brand: 'stud' },
      { apiBaseUrl, accessToken: null },
    );
    const server = fakeServer(() => ({ status: 200, data: { from: 'server' } }));
    const client = await pageClient({ adapter: server.adapter });
    const headers = { [VISITOR_ID_HEADER]: visitorId() };
    const loadsBefore = axiosHalf.loads;

    const early = await client.post(endpoints.ab.fetchPageContent, homeRead, { headers });
    expect(early).toMatchObject({ status: 200, data: { blocks: [] } });
    expect(axiosHalf.loads).toBe(loadsBefore);

    const later = await client.post(endpoints.ab.fetchPageContent, homeRead, { headers });
    expect(later.data).toEqual({ from: 'server' });
    expect(axiosHalf.loads).toBe(loadsBefore + 1);
  });

  it('rejects with an ApiError when axios cannot be loaded, and loads it again on the next request', async () => {
    const server = fakeServer(() => ({ status: 200, data: { status: 'ok' } }));
    const client = await pageClient({ adapter: server.adapter });
    axiosHalf.failNext = true;
    const loadsBefore = axiosHalf.loads;

    const failure: unknown = await client.get(endpoints.rest.check).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status === undefined).toBe(true);
    expect(server.requests).toHaveLength(0);

    await expect(client.get(endpoints.rest.check)).resolves.toMatchObject({ data: { status: 'ok' } });
    expect(server.requests).toHaveLength(1);
    expect(axiosHalf.loads).toBe(loadsBefore + 1);
  });

  it("makes the client and sends the first request in the task after axios's modules have run", async () => {
    const server = fakeServer(() => ({ status: 200, data: { status: 'ok' } }));
    const client = await pageClient({ adapter: server.adapter });
    const loadsBefore = axiosHalf.loads;
    taskGate.held = true;
    try {
      const answer = client.get(endpoints.rest.check);
      // Every microtask of this task has run: axios is loaded, the request waits for the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(axiosHalf.loads).toBe(loadsBefore + 1);
      expect(server.requests).toHaveLength(0);

      taskGate.release();
      await expect(answer).resolves.toMatchObject({ data: { status: 'ok' } });
      expect(server.requests).toHaveLength(1);
    } finally {
      taskGate.held = false;
    }
  });
});
