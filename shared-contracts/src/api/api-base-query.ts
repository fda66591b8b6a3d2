// The one RTK Query base query of every remote, over the page's API client (bearer token,
// single-flight refresh, ApiError). Written without RTK's types, which it matches by shape, so
// this package keeps axios as its only dependency and a server renderer can call it as a function.
import { apiClient, type ApiClient } from './api-client';
import { toApiErrorShape, type ApiErrorShape } from './api-error';

/** One request as an endpoint describes it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, string | number>;
  /** Headers of this request beside the ones the client adds (token, checkout secret). */
  headers?: Record<string, string>;
}

/** What a store gives its thunks and base query (RTK's `extra`): the client, which tests replace. */
export interface ApiExtra {
  client: ApiClient;
  /** The shell's server: the visitor id of the request being rendered (docs/adr/0140). */
  visitorId?: string;
}

/** What the base query answers: RTK Query's `{ data }` or `{ error }`. */
export type ApiQueryResult<T = unknown> =
  { data: T; error?: undefined } | { error: ApiErrorShape; data?: undefined };

/** Options of {@link createApiBaseQuery}. */
export interface ApiBaseQueryOptions {
  /** Headers every request of this API carries (read per request), e.g. the visitor id. */
  headers?: (extra: Partial<ApiExtra> | undefined) => Record<string, string>;
}

/** The part of RTK Query's `BaseQueryApi` the base query reads. */
export interface ApiQueryContext {
  extra: unknown;
}

/**
 * RTK Query's base query on the API client: the client is `extra.client` when the store has one
 * (tests), else the page's `apiClient`; a failure becomes `{ error }` in the one
 * {@link ApiErrorShape}, a plain object as the store keeps it.
 */
export function createApiBaseQuery(options: ApiBaseQueryOptions = {}) {
  return async (
    { url, method = 'GET', data, params, headers }: ApiRequest,
    { extra }: ApiQueryContext,
  ): Promise<ApiQueryResult> => {
    const given = extra as Partial<ApiExtra> | undefined;
    const client = given?.client ?? apiClient;
    const allHeaders = options.headers ? { ...headers, ...options.headers(given) } : headers;
    try {
      const response = await client.request<unknown>({
        url,
        method,
        data,
        params,
        ...(allHeaders ? { headers: allHeaders } : {}),
      });
      return { data: response.data };
    } catch (error) {
      return { error: toApiErrorShape(error) };
    }
  };
}
