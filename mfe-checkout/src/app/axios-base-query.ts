import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { apiClient, toApiError, type ApiClient } from 'shared-contracts';
// This remote's pages call the API as they first render, beyond the reads the shell preloads:
// importing the client's axios half here makes it part of the page's load, so the route preloader
// fetches it with the page chunk instead of the first request waiting for it (docs/adr/0018).
import 'shared-contracts/axios-client';

/** What an endpoint of the checkout API asks the shared client for. */
export interface CheckoutRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, string>;
}

/**
 * The error an endpoint ends with: the server's status (none when it never answered) and body
 * (docs/product.md §8).
 */
export interface CheckoutQueryError {
  status?: number;
  body: unknown;
}

/** What the store hands its thunks: the client to call the API with (tests give one on a stand-in server). */
export interface CheckoutThunkExtra {
  client: ApiClient;
}

/**
 * RTK Query's base query on the shared axios client, so the checkout's reads and writes carry the
 * bearer token and get the single-flight 401 refresh like every other call.
 */
export const axiosBaseQuery: BaseQueryFn<CheckoutRequest, unknown, CheckoutQueryError> = async (
  request,
  api,
) => {
  const client = (api.extra as Partial<CheckoutThunkExtra> | undefined)?.client ?? apiClient;
  try {
    const response = await client.request<unknown>({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.data,
      params: request.params,
    });
    return { data: response.data };
  } catch (error) {
    const apiError = toApiError(error);
    return { error: { status: apiError.status, body: apiError.body } };
  }
};
