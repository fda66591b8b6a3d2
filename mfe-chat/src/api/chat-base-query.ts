import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiClient, toApiError, type ApiClient } from 'shared-contracts';
// This remote's pages call the API as they first render, beyond the reads the shell preloads:
// importing the client's axios half here makes it part of the page's load, so the route preloader
// fetches it with the page chunk instead of the first request waiting for it (docs/adr/0018).
import 'shared-contracts/axios-client';

/** One request as an endpoint describes it. */
export interface ChatRequest {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  data?: unknown;
  params?: Record<string, string | number>;
}

/**
 * What a failed request gives RTK Query: the HTTP status (null without an answer) and the body
 * (docs/product.md §8).
 */
export interface ChatQueryError {
  status: number | null;
  body: unknown;
}

/** The store's extra argument: the axios client (tests hand in one whose adapter stands in for the API). */
export interface ChatStoreExtra {
  client: ApiClient;
}

/** RTK Query's base query on the product's shared axios client (Bearer token, single-flight refresh). */
export const chatBaseQuery: BaseQueryFn<ChatRequest, unknown, ChatQueryError> = async (
  { url, method = 'GET', data, params },
  { extra },
) => {
  const client = (extra as ChatStoreExtra | undefined)?.client ?? apiClient;
  try {
    const response = await client.request<unknown>({ url, method, data, params });
    return { data: response.data };
  } catch (error) {
    const failure = toApiError(error);
    return { error: { status: failure.status ?? null, body: failure.body } };
  }
};

/** The sentence to show for a failed call: the server's `detail` when it sent one. */
export function failureText(error: unknown, fallback: string): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : error;
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return fallback;
}
