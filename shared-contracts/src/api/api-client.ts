import axios, {
  AxiosHeaders,
  getAdapter,
  type AxiosAdapter,
  type AxiosResponse,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../storage/storage';
import { apiFaultHook } from './api-fault-hook';
import { toApiError } from './api-error';
import { endpoints } from './endpoints';
import { takeFirstRead, type FirstReadAnswer } from './first-read';
import { VISITOR_ID_HEADER } from './types/content-api';
import { clearSession, refreshAccessToken, type LockManagerLike } from './token-refresh';

/**
 * Calls whose 401 means "wrong credentials" or "refresh token rejected", not "access token expired":
 * they are never answered with a refresh and retry (a refresh-token 401 would otherwise loop).
 */
export const NO_REFRESH_PATHS: readonly string[] = [
  endpoints.users.refreshToken,
  endpoints.users.login,
  endpoints.users.signUp,
  endpoints.users.socialMediaLogin,
];

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
}

// Marks on a request config: whether it is already a retry, which token it was sent with, and
// whether it went to the API (only those carry the token, so only their 401 is about it).
interface TrackedConfig extends InternalAxiosRequestConfig {
  __retriedAfterRefresh?: boolean;
  __sentAccess?: string | null;
  __toApi?: boolean;
  __realAdapter?: AxiosAdapter;
}

/** The origin a URL points at, relative URLs resolved against the page; null when it has none. */
function originOf(url: string): string | null {
  try {
    const page = typeof location === 'undefined' ? undefined : location.href;
    const { origin } = new URL(url, page);
    // Opaque origins (data:, blob: without a host) serialise as "null" and match nothing.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Answers a request with what the shell's preloader already fetched for it (first-read.ts), or,
 * when that failed or was not a success, sends it as usual: a 401 then takes the normal refresh path.
 */
async function answerOrSend(
  early: Promise<FirstReadAnswer>,
  config: InternalAxiosRequestConfig,
  send: AxiosAdapter,
): Promise<AxiosResponse> {
  const answer = await early.catch(() => null);
  if (!answer || answer.status < 200 || answer.status >= 300) return send(config);
  // The body as text, as an adapter gives it: axios parses it with the request's own settings.
  return {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: AxiosHeaders.from(answer.headers),
    config,
  };
}

/** The preloaded answer of this request, if the shell's preloader started one (once). */
function preloadedAnswer(client: AxiosInstance, config: InternalAxiosRequestConfig) {
  if (typeof window === 'undefined') return undefined;
  let url: string;
  try {
    url = new URL(client.getUri(config), location.href).href;
  } catch {
    return undefined;
  }
  const header = (name: string) => {
    const value = config.headers.get(name);
    return typeof value === 'string' ? value : null;
  };
  return takeFirstRead({
    method: config.method ?? 'get',
    url,
    data: config.data,
    authorization: header('Authorization'),
    visitor: header(VISITOR_ID_HEADER),
  });
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/**
 * Creates an axios instance with the product's interceptors:
 * - the base URL comes from the runtime config at request time;
 * - `Authorization: Bearer <access>` is added when an access token is stored, only to requests whose
 *   full URL is on the API's origin (relative URLs, or absolute ones on the base URL's origin; never
 *   another site, nor a `baseURL` a caller passes for another origin), and never on refresh-token;
 *   a 401 from anywhere else is rejected as it is, without a refresh;
 * - on a 401 (except {@link NO_REFRESH_PATHS} and retries) the access token is refreshed once, shared
 *   with every other waiting request of every client in the page, and the request is retried once;
 *   other tabs refresh one at a time under a Web Lock and reuse a token one of them already got;
 * - when refresh-token answers 400 or 401, there is no refresh token, or the retry gets 401 again
 *   (SPEC §8 "second failure"), both tokens are removed (`session/changed` with null) and the call
 *   rejects; a refused refresh leaves the tokens alone if another tab replaced them while it ran;
 * - when the refresh fails for a passing reason (no answer, 5xx, 429), both tokens stay and every
 *   waiting call rejects with that failure's `ApiError`, so the page can offer Retry;
 * - a request the shell's route preloader already sent (same method, URL, body, token and visitor
 *   id: first-read.ts) is answered with that answer once, when it was a success;
 * - every rejection is an `ApiError` with the response `body` and `status`.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create(options.adapter ? { adapter: options.adapter } : {});
  const baseURL = options.baseURL ?? (() => getRuntimeConfig().apiBaseUrl);

  client.interceptors.request.use((config: TrackedConfig) => {
    const apiBase = baseURL();
    if (!config.baseURL) config.baseURL = apiBase;
    const apiOrigin = originOf(apiBase);
    config.__toApi = apiOrigin !== null && originOf(client.getUri(config)) === apiOrigin;
    const access = storage.get('access');
    config.__sentAccess = access;
    if (access && config.__toApi && pathOf(config.url) !== endpoints.users.refreshToken) {
      config.headers.set('Authorization', `Bearer ${access}`);
    } else if (!config.__toApi) {
      // Nor may a token a caller put in the headers leave for another origin.
      config.headers.delete('Authorization');
    }
    const fault = apiFaultHook();
    if (fault && config.__toApi) {
      // Kept on the config: a retry after a refresh comes through here again and must wrap the
      // real adapter, not the fault's.
      const send = (config.__realAdapter ??= getAdapter(config.adapter ?? client.defaults.adapter, config));
      config.adapter = (request) => fault(request, send);
    } else if (config.__toApi && !config.__retriedAfterRefresh) {
      const early = preloadedAnswer(client, config);
      if (early) {
        const send = (config.__realAdapter ??= getAdapter(config.adapter ?? client.defaults.adapter, config));
        config.adapter = (request) => answerOrSend(early, request, send);
      }
    }
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config || error.response?.status !== 401)
      throw toApiError(error);
    const config = error.config as TrackedConfig;
    if (!config.__toApi || NO_REFRESH_PATHS.includes(pathOf(config.url))) throw toApiError(error);
    if (config.__retriedAfterRefresh) {
      clearSession();
      throw toApiError(error);
    }

    // If another request refreshed while this one was on the wire, its token is already stale:
    // retry with the stored one instead of refreshing again.
    const stored = storage.get('access');
    const sentAccess = config.__sentAccess ?? null;
    // A refresh that fails for a passing reason rejects with its ApiError, which this call rejects with.
    const access =
      stored && stored !== sentAccess
        ? stored
        : await refreshAccessToken(client, { sentAccess, locks: options.locks });
    if (!access) throw toApiError(error);

    config.__retriedAfterRefresh = true;
    return client.request(config);
  });

  return client;
}

/** The page's API client; its base URL is `getRuntimeConfig().apiBaseUrl` at request time. */
export const apiClient: AxiosInstance = createApiClient();
