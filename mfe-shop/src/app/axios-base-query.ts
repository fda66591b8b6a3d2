import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { apiClient, toApiError, type ApiClient } from 'shared-contracts';
// This remote's pages call the API as they first render, beyond the reads the shell preloads:
// importing the client's axios half here makes it part of the page's load, so the route preloader
// fetches it with the page chunk instead of the first request waiting for it (docs/adr/0018).
import 'shared-contracts/axios-client';

/** What an endpoint of the shop API asks the shared client for. */
export interface ShopRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, string>;
}

/** The error an endpoint ends with: the server's status and body (docs/product.md §8). */
export interface ShopQueryError {
  status?: number;
  body: unknown;
}

/** The store's extra argument: the API client (tests pass one over a fake adapter). */
export interface ShopExtra {
  client: ApiClient;
}

/**
 * RTK Query's base query on the shared axios client, so reads get the bearer token, the
 * single-flight refresh and ApiError handling of every other call.
 */
export const axiosBaseQuery: BaseQueryFn<ShopRequest, unknown, ShopQueryError> = async (request, api) => {
  const client = (api.extra as Partial<ShopExtra> | undefined)?.client ?? apiClient;
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

/** The HTTP status of a query's error, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
