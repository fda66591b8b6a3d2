import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiClient, toApiError, type ApiClient } from 'shared-contracts';

/** One request as an endpoint describes it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, string>;
}

/** What a failed request gives RTK Query: the HTTP status (null without an answer) and the body. */
export interface ApiFailure {
  status: number | null;
  body: unknown;
}

/** The store's extra argument: the axios client (tests hand in one with a stand-in adapter). */
export interface StoreExtra {
  client: ApiClient;
}

/** RTK Query's base query on the product's shared axios client (Bearer token, single-flight refresh). */
export function authBaseQuery(): BaseQueryFn<ApiRequest, unknown, ApiFailure> {
  return async ({ url, method = 'GET', data, params }, { extra }) => {
    const client = (extra as StoreExtra | undefined)?.client ?? apiClient;
    try {
      const response = await client.request<unknown>({ url, method, data, params });
      return { data: response.data };
    } catch (error) {
      const failure = toApiError(error);
      return { error: { status: failure.status ?? null, body: failure.body } };
    }
  };
}
