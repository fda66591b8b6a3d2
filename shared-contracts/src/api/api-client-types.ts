// The client's shapes, apart from the client itself: token-refresh and preloaded-answer, which the
// client imports, name them too, and a module they share keeps the import graph free of cycles.
import type { AxiosRequestConfig, AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';

/** A request as the client takes it: axios' request options (the client sends it with axios). */
export type ApiRequestConfig<D = unknown> = AxiosRequestConfig<D>;

/**
 * An answer of the client. Not a whole `AxiosResponse`: a request the shell's route preloader
 * already sent is answered without axios (no request config, no `request` object behind it).
 */
export interface ApiResponse<T = unknown> {
  /** The body, parsed from JSON as axios parses it. */
  data: T;
  status: number;
  statusText: string;
  headers: RawAxiosResponseHeaders | AxiosResponseHeaders;
}

/**
 * The product's API client: axios' request methods, answered by an axios instance with the
 * product's interceptors (see `createApiClient` in api-client.ts). Every rejection is an `ApiError`.
 */
export interface ApiClient {
  request<T = unknown>(config: ApiRequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
}
