import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiFaultHook } from 'shared-contracts';
import type { ApiFaultMode } from './fault-params';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null;
}

function unauthorized(config: InternalAxiosRequestConfig): AxiosError {
  const response: AxiosResponse = {
    data: { detail: 'Access token is invalid or expired.' },
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'www-authenticate': 'Bearer' },
    config,
  };
  return new AxiosError(
    'Request failed with status code 401',
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/**
 * The API fault of a tab, played in the API client (shared-contracts setApiFaultHook), so every
 * remote's calls meet it and the client's real handling runs:
 * - api-down: every call fails as with no server (axios' network error, no status);
 * - api-slow: every call waits `ms` before it leaves;
 * - api-401: the access token in use when the fault began counts as expired, so the next calls
 *   answer 401, the client refreshes once and retries with the new token, which works.
 */
export function createApiFaultHook(
  mode: ApiFaultMode,
  sleep: (ms: number) => Promise<void> = wait,
): ApiFaultHook {
  if (mode.name === 'api-down') {
    return (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
  }
  if (mode.name === 'api-slow') {
    return async (config, send) => {
      await sleep(mode.ms);
      return send(config);
    };
  }
  let expired: string | null = null;
  return (config, send) => {
    const token = bearerOf(config);
    expired ??= token;
    return token !== null && token === expired ? Promise.reject(unauthorized(config)) : send(config);
  };
}
