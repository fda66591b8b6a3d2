import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiClient, toApiError, VISITOR_ID_HEADER, visitorId, type ApiClient } from 'shared-contracts';

/** One request as the endpoints describe it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  data?: unknown;
  params?: Record<string, string>;
  /** Headers of this request beside the visitor id. */
  headers?: Record<string, string>;
}

/** What a failed request gives RTK Query: the status and the server's body ({detail, errors}). */
export interface ApiFailure {
  status: number | null;
  body: unknown;
}

/** The store's extra argument: the axios client (tests pass one with a fake adapter). */
export interface StoreExtra {
  client: ApiClient;
}

/**
 * RTK Query's base query on the product's axios client (token, single-flight refresh), adding
 * the visitor id every content call needs for sticky variants.
 */
export function axiosBaseQuery(): BaseQueryFn<ApiRequest, unknown, ApiFailure> {
  return async ({ url, method = 'GET', data, params, headers }, { extra }) => {
    const client = (extra as StoreExtra | undefined)?.client ?? apiClient;
    try {
      const response = await client.request<unknown>({
        url,
        method,
        data,
        params,
        headers: { ...headers, [VISITOR_ID_HEADER]: visitorId() },
      });
      return { data: response.data };
    } catch (error) {
      const failure = toApiError(error);
      return { error: { status: failure.status ?? null, body: failure.body } };
    }
  };
}
