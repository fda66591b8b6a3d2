import type { AxiosAdapter, AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { nextTask } from '../scheduling/next-task';
import { storage } from '../storage/storage';
import { apiFaultHook } from './api-fault-hook';
import { toApiError } from './api-error';
import type { ApiClient, ApiRequestConfig, ApiResponse } from './api-client-types';
import type { AxiosClientDeps } from './axios-client';
import { preloadedAnswer, responseOf } from './preloaded-answer';
import { clearSession, refreshAccessToken, type LockManagerLike } from './token-refresh';

export { NO_REFRESH_PATHS } from './no-refresh-paths';
export type { ApiClient, ApiRequestConfig, ApiResponse } from './api-client-types';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL, read at request time (default: `getRuntimeConfig().apiBaseUrl`). */
  baseURL?: () => string;
  /** axios adapter: the edge of the system; tests pass a function here instead of using the network. */
  adapter?: AxiosAdapter;
  /**
   * Lock that makes tabs refresh one at a time (default `navigator.locks` when the browser has the
   * Web Locks API; null for none). Tests pass a fake shared by two "tabs".
   */
  locks?: LockManagerLike | null;
  /**
   * The checkout secret to send (default: the stored one). The shell's server passes the guest
   * cart's of the request it renders (docs/adr/0189), as it has no storage of its own.
   */
  checkoutSecret?: () => string | null;
}

/**
 * The axios half, by the package's own name: in a Module Federation build it is the shared
 * `shared-contracts/axios-client`, so a remote page that imports it at start has it fetched with
 * its page chunk (route preloader, docs/adr/0017) and this import finds it already loaded.
 */
const loadAxiosHalf = () => import('shared-contracts/axios-client');

/**
 * Creates the product's API client. axios (20 KB gz) loads with the first request that needs it,
 * not with the page (docs/adr/0018); the behaviour is the same either way:
 * - the base URL comes from the runtime config at request time;
 * - `Authorization: Bearer <access>` is added when an access token is stored, only to requests whose
 *   full URL is on the API's origin (relative URLs, or absolute ones on the base URL's origin; never
 *   another site, nor a `baseURL` a caller passes for another origin), and never on refresh-token;
 *   a 401 from anywhere else is rejected as it is, without a refresh;
 * - the stored `checkoutSecret` goes as `X-Checkout-Secret` with the API's calls about a checkout
 *   (checkout-secret-paths.ts), never elsewhere: the API opens a guest's checkout only with it;
 * - on a 401 (except {@link NO_REFRESH_PATHS} and retries) the access token is refreshed once, shared
 *   with every other waiting request of every client in the page, and the request is retried once;
 *   other tabs refresh one at a time under a Web Lock and reuse a token one of them already got;
 * - when refresh-token answers 400 or 401, there is no refresh token, or the retry gets 401 again
 *   (docs/product.md §8 "second failure"), both tokens are removed (`session/changed` with null) and the call
 *   rejects; a refused refresh leaves the tokens alone if another tab replaced them while it ran;
 * - when the refresh fails for a passing reason (no answer, 5xx, 429), both tokens stay and every
 *   waiting call rejects with that failure's `ApiError`, so the page can offer Retry;
 * - a request the shell's route preloader already sent (same method, URL, body, token and visitor
 *   id: first-read.ts) is answered with that answer once, when it was a success, without axios;
 * - every rejection is an `ApiError` with the response `body` and `status` (no status when axios
 *   itself could not be loaded: the next request tries again).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? (() => getRuntimeConfig().apiBaseUrl);
  const deps: AxiosClientDeps = {
    baseURL,
    adapter: options.adapter,
    accessToken: () => storage.get('access'),
    checkoutSecret: options.checkoutSecret ?? (() => storage.get('checkoutSecret')),
    refresh: refreshAccessToken,
    clearSession,
    faultHook: apiFaultHook,
    locks: options.locks,
  };
  let axiosClient: Promise<AxiosInstance> | null = null;
  const withAxios = (): Promise<AxiosInstance> => {
    axiosClient ??= loadAxiosHalf()
      // Running axios's modules and then making the client and its first request were one task
      // of about 65 ms on a 4× slower CPU, after the page had hydrated: two tasks now (docs/adr/0187).
      .then(async ({ createAxiosClient }) => {
        await nextTask();
        return createAxiosClient(deps);
      })
      .catch((error: unknown) => {
        // A chunk that failed to load (a deploy, a dropped connection) is fetched again next time.
        axiosClient = null;
        throw toApiError(error);
      });
    return axiosClient;
  };

  const request = async <T>(config: ApiRequestConfig): Promise<ApiResponse<T>> => {
    const early = preloadedAnswer(config, baseURL);
    if (early) {
      const answer = await early.catch(() => null);
      // Anything but a success is asked again for real: a 401 then takes the refresh path.
      if (answer && answer.status >= 200 && answer.status < 300) return responseOf<T>(answer);
    }
    return (await withAxios()).request<T>(config);
  };

  return {
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
  };
}

/**
 * Fetches the axios half ahead of a write, on a page whose reads needed none of it but whose
 * visitor is about to act (the cart's quantities: docs/adr/0186). A failed load is left for that
 * write to try again.
 */
export function preloadApiClient(): void {
  loadAxiosHalf().catch(() => undefined);
}

/** The page's API client; its base URL is `getRuntimeConfig().apiBaseUrl` at request time. */
export const apiClient: ApiClient = createApiClient();
