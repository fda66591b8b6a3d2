import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { apiClient, toApiError } from 'shared-contracts';

/** What an endpoint of the shop API asks the shared client for. */
export interface ShopRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, string>;
}

/** The error an endpoint ends with: the server's status and body (SPEC §8). */
export interface ShopQueryError {
  status?: number;
  body: unknown;
}

/**
 * RTK Query's base query on the shared axios client, so reads get the bearer token, the
 * single-flight refresh and ApiError handling of every other call.
 */
export const axiosBaseQuery: BaseQueryFn<ShopRequest, unknown, ShopQueryError> = async (request) => {
  try {
    const response = await apiClient.request<unknown>({
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
