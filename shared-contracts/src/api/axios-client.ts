// The axios half of the API client (docs/adr/0018): the interceptors that add the token, refresh
// once on a 401 and turn every failure into an ApiError. It is the `shared-contracts/axios-client`
// entry, loaded only when a request needs it (api-client.ts), so axios is not part of a page's
// first download. It keeps no state of its own: the session, the refresh lock and the fault hook
// are the singleton's and come in as `deps`, so a copy of this module from another build (a remote
// that provides it) still uses the page's one storage and one refresh.
import axios, {
  getAdapter,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ApiFaultHook } from './api-fault-hook';
import { toApiError } from './api-error';
import { CHECKOUT_SECRET_PATHS } from './checkout-secret-paths';
import { CHECKOUT_SECRET_HEADER } from './types/checkout-api';
import { NO_REFRESH_PATHS, REFRESH_TOKEN_PATH } from './no-refresh-paths';
import type { LockManagerLike } from './token-refresh';
import { originOf, pathOf } from './url-parts';

/** What the axios client takes from the shared-contracts singleton. */
export interface AxiosClientDeps {
  /** Base URL, read at request time. */
  baseURL: () => string;
  /** axios adapter: the network edge (tests pass a fake). */
  adapter?: AxiosAdapter | undefined;
  /** The stored access token. */
  accessToken: () => string | null;
  /** The stored checkout's secret (sent with the calls about a checkout); absent: none. */
  checkoutSecret?: () => string | null;
  /** The page's single-flight refresh (token-refresh.ts `refreshAccessToken`). */
  refresh: (
    client: AxiosInstance,
    options: { sentAccess: string | null; locks?: LockManagerLike | null | undefined },
  ) => Promise<string | null>;
  /** Ends the session (token-refresh.ts `clearSession`). */
  clearSession: () => void;
  /** The tester's fault hook in force, if any. */
  faultHook: () => ApiFaultHook | null;
  /** Cross-tab refresh lock (undefined: the browser's Web Locks). */
  locks?: LockManagerLike | null | undefined;
}

// Marks on a request config: whether it is already a retry, which token it was sent with, and
// whether it went to the API (only those carry the token, so only their 401 is about it).
interface TrackedConfig extends InternalAxiosRequestConfig {
  __retriedAfterRefresh?: boolean;
  __sentAccess?: string | null;
  __toApi?: boolean;
  __realAdapter?: AxiosAdapter;
}

/**
 * An axios instance with the product's interceptors (the behaviour `createApiClient` documents):
 * base URL at request time; the bearer token only to the API's origin and never on refresh-token;
 * the stored checkout's secret only to the API's checkout calls;
 * on a 401 one shared refresh and one retry; every rejection an `ApiError`.
 */
export function createAxiosClient(deps: AxiosClientDeps): AxiosInstance {
  const client = axios.create(deps.adapter ? { adapter: deps.adapter } : {});

  client.interceptors.request.use((config: TrackedConfig) => {
    const apiBase = deps.baseURL();
    if (!config.baseURL) config.baseURL = apiBase;
    const apiOrigin = originOf(apiBase);
    config.__toApi = apiOrigin !== null && originOf(client.getUri(config)) === apiOrigin;
    const access = deps.accessToken();
    config.__sentAccess = access;
    if (access && config.__toApi && pathOf(config.url) !== REFRESH_TOKEN_PATH) {
      config.headers.set('Authorization', `Bearer ${access}`);
    } else if (!config.__toApi) {
      // Nor may a token a caller put in the headers leave for another origin.
      config.headers.delete('Authorization');
    }
    // The cart's secret goes only to the API, and only with the calls about a checkout.
    const secret = deps.checkoutSecret?.() ?? null;
    if (secret && config.__toApi && CHECKOUT_SECRET_PATHS.includes(pathOf(config.url))) {
      config.headers.set(CHECKOUT_SECRET_HEADER, secret);
    } else {
      config.headers.delete(CHECKOUT_SECRET_HEADER);
    }
    const fault = deps.faultHook();
    if (fault && config.__toApi) {
      // Kept on the config: a retry after a refresh comes through here again and must wrap the
      // real adapter, not the fault's.
      const send = (config.__realAdapter ??= getAdapter(config.adapter ?? client.defaults.adapter, config));
      config.adapter = (request) => fault(request, send);
    }
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config || error.response?.status !== 401)
      throw toApiError(error);
    const config = error.config as TrackedConfig;
    if (!config.__toApi || NO_REFRESH_PATHS.includes(pathOf(config.url))) throw toApiError(error);
    if (config.__retriedAfterRefresh) {
      deps.clearSession();
      throw toApiError(error);
    }

    // If another request refreshed while this one was on the wire, its token is already stale:
    // retry with the stored one instead of refreshing again.
    const stored = deps.accessToken();
    const sentAccess = config.__sentAccess ?? null;
    // A refresh that fails for a passing reason rejects with its ApiError, which this call rejects with.
    const access =
      stored && stored !== sentAccess
        ? stored
        : await deps.refresh(client, { sentAccess, locks: deps.locks });
    if (!access) throw toApiError(error);

    config.__retriedAfterRefresh = true;
    return client.request(config);
  });

  return client;
}
