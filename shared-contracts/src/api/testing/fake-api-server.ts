// The edge of the system in the API client's tests: an axios adapter that answers from a handler,
// so the client's own interceptors, refresh and error mapping run for real.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What the fake server answers: a status with a body, or no answer at all. */
export type FakeAnswer = { status: number; data?: unknown } | 'network-error';
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeAnswer;

/** An adapter that records every request and answers from `handler` after a short delay. */
export function fakeServer(handler: FakeHandler) {
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
      answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      {},
      response,
    );
  };
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { adapter, requests, calls };
}

/** The Authorization header a request went out with, if any. */
export const authorizationOf = (config: InternalAxiosRequestConfig) =>
  config.headers.get('Authorization') ?? undefined;
