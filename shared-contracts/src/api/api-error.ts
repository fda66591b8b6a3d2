import type { AxiosError } from 'axios';

/** Body of an {@link ApiError} when there was no response (network failure, time-out, abort). */
export interface NoResponseBody {
  detail: string;
}

/**
 * What every call of the API client rejects with (docs/product.md §8): the server's response body and the
 * HTTP status. `status` is set whenever there was a response; without one (network failure)
 * `body` is `{ detail: 'Network Error' }` (or axios' message) and `status` is undefined.
 */
export class ApiError extends Error {
  /** The response body as the server sent it, or {@link NoResponseBody} without a response. */
  readonly body: unknown;
  /** HTTP status; undefined when no response arrived. */
  readonly status?: number;
  /** axios error code when there was one, e.g. 'ERR_NETWORK', 'ECONNABORTED', 'ERR_CANCELED'. */
  readonly code?: string;

  constructor(
    body: unknown,
    status?: number,
    options: { message?: string; code?: string; cause?: unknown } = {},
  ) {
    super(
      options.message ??
        (status === undefined ? 'Request failed without a response' : `Request failed with status ${status}`),
      {
        cause: options.cause,
      },
    );
    this.name = 'ApiError';
    this.body = body;
    if (status !== undefined) this.status = status;
    if (options.code !== undefined) this.code = options.code;
  }
}

/** Type guard for {@link ApiError}; also accepts a plain `{ body, status? }` object from another copy of this module. */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'ApiError' &&
    'body' in value
  );
}

/**
 * axios' own test (`axios.isAxiosError`), written out so that turning a failure into an ApiError
 * does not bring axios into the first download (the axios half of the client loads lazily).
 */
function isAxiosError(value: unknown): value is AxiosError {
  return typeof value === 'object' && value !== null && (value as AxiosError).isAxiosError === true;
}

/** Turns whatever a request threw into an {@link ApiError} (an ApiError is returned as is). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    const code = error.code;
    if (error.response) {
      return new ApiError(error.response.data, error.response.status, {
        cause: error,
        ...(code ? { code } : {}),
      });
    }
    const body: NoResponseBody = { detail: error.message || 'Network Error' };
    return new ApiError(body, undefined, { message: body.detail, cause: error, ...(code ? { code } : {}) });
  }
  const detail = error instanceof Error ? error.message : 'Network Error';
  return new ApiError({ detail } satisfies NoResponseBody, undefined, { message: detail, cause: error });
}
