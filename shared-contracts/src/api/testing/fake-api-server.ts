// The edge of the system in tests (docs/adr/0004-test-strategy.md): an axios adapter that answers
// from a handler, so the API client's own interceptors, refresh and error mapping run for real.
// One copy for every package: shared-contracts' tests import it here, the remotes' tests through
// `remote-kit/testing`, the shell's tests through `shared-contracts/testing`.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClient } from '../api-client';

/** What the fake server answers: a status with a body, or no answer at all. */
export type FakeAnswer = { status: number; data?: unknown } | 'network-error';
/** Answers now, or later (a promise) to test answers that arrive late. */
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;
/** Answers by "METHOD /path", e.g. `{ 'GET /api/users/me/': { status: 200, data: user } }`. */
export type RouteTable = Record<string, FakeAnswer | FakeHandler>;

/** An adapter that records every request and answers from `handler` after a short delay. */
export function fakeServer(handler: FakeHandler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answer = await handler(config);
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
      answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      {},
      response,
    );
  };
  const calls = (path: string) => requests.filter((r) => pathOf(r) === path);
  return { adapter, requests, calls };
}

/** The base URL of {@link fakeApi}'s client. */
export const FAKE_API_ORIGIN = 'http://api.test';

/**
 * The product's real API client over {@link fakeServer}: what a test of an app's calls, sagas or
 * pages gives the code under test. It answers from a handler, or from a table by "METHOD /path"
 * ({@link routes}). `sent` lists the requests as "METHOD /path".
 */
export function fakeApi(answers: FakeHandler | RouteTable): ReturnType<typeof fakeServer> & {
  client: ApiClient;
  sent: () => string[];
} {
  const server = fakeServer(typeof answers === 'function' ? answers : routes(answers));
  const client = createApiClient({ adapter: server.adapter, baseURL: () => FAKE_API_ORIGIN });
  const sent = () => server.requests.map((r) => `${(r.method ?? 'get').toUpperCase()} ${pathOf(r)}`);
  return { ...server, client, sent };
}

/**
 * A handler that answers by "METHOD /path" (query string left out); any other request gets 404,
 * as the API answers an unknown route.
 */
export function routes(table: RouteTable): FakeHandler {
  return (config) => {
    const route = table[`${(config.method ?? 'get').toUpperCase()} ${pathOf(config)}`];
    if (route === undefined) return { status: 404, data: { detail: 'Not found.' } };
    return typeof route === 'function' ? route(config) : route;
  };
}

/** A request's path, without the origin the client may have put in front of it. */
export const pathOf = (config: InternalAxiosRequestConfig) =>
  (config.url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** A request as a test reads it: method, path, parsed body, query parameters and headers. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  /** The query parameters the caller passed (empty when none). */
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}

/** The {@link SentRequest} view of a request the fake server saw. */
export const sentRequestOf = (config: InternalAxiosRequestConfig): SentRequest => ({
  method: (config.method ?? 'get').toUpperCase(),
  url: pathOf(config),
  body: bodyOf(config),
  params: (config.params ?? {}) as Record<string, unknown>,
  headers: { ...config.headers },
});

/** The JSON body a request went out with (axios sends it as a string). */
export const bodyOf = (config: InternalAxiosRequestConfig): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

/** The Authorization header a request went out with, if any. */
export const authorizationOf = (config: InternalAxiosRequestConfig) =>
  config.headers.get('Authorization') ?? undefined;
