import type { AxiosError } from 'axios';
import {
  fieldErrorsOf,
  GENERIC_ERROR,
  sentenceOf,
  serverCodeOf,
  type ApiFieldError,
} from './error-sentences';

/** Body of an {@link ApiError} when there was no response (network failure, time-out, abort). */
export interface NoResponseBody {
  detail: string;
}

/**
 * The one shape of a failed call, thrown by the API client and kept by every remote's RTK Query
 * state alike (a plain object there, see {@link toApiErrorShape}): `isApiError`, `errorStatus`
 * and `describeError` read both.
 */
export interface ApiErrorShape {
  name: 'ApiError';
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** The server's error code (`body.code`) when it sent one, else axios' ('ERR_NETWORK', 'ERR_CANCELED', ...). */
  code?: string;
  /** The fields the server refused, each with the sentence to show beside it. */
  fieldErrors: ApiFieldError[];
  /** The sentence for people (error-sentences.ts `sentenceOf`), or a generic one. */
  message: string;
  /** The response body as the server sent it, or {@link NoResponseBody} without a response. */
  body: unknown;
}

/**
 * What every call of the API client rejects with (docs/product.md §8): the server's response body and the
 * HTTP status. `status` is set whenever there was a response; without one (network failure)
 * `body` is `{ detail: 'Network Error' }` (or axios' message) and `status` is undefined.
 */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly body: unknown;
  readonly status?: number;
  readonly code?: string;
  readonly fieldErrors: ApiFieldError[];

  constructor(
    body: unknown,
    status?: number,
    options: { message?: string; code?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? sentenceOf(body, status) ?? GENERIC_ERROR, { cause: options.cause });
    this.body = body;
    if (status !== undefined) this.status = status;
    const code = serverCodeOf(body) ?? options.code;
    if (code !== undefined) this.code = code;
    this.fieldErrors = fieldErrorsOf(body);
  }
}

/** The failure as a plain object, for a store's state (RTK Query keeps errors serialisable). */
export function toApiErrorShape(error: unknown): ApiErrorShape {
  const { name, status, code, fieldErrors, message, body } = toApiError(error);
  return {
    name,
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    fieldErrors,
    message,
    body,
  };
}

/** The HTTP status of a failure (a thrown ApiError, an RTK Query error, ...); undefined without one. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
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
    return new ApiError(body, undefined, { cause: error, ...(code ? { code } : {}) });
  }
  const detail = error instanceof Error ? error.message : 'Network Error';
  return new ApiError({ detail } satisfies NoResponseBody, undefined, { cause: error });
}
