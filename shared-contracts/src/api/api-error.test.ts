import { AxiosError } from 'axios';
import { ApiError, isApiError, toApiError } from './api-error';

describe('ApiError', () => {
  it('keeps the body and the status of a response', () => {
    const response = { data: { detail: 'x' }, status: 403, statusText: '', headers: {}, config: {} as never };
    const error = toApiError(new AxiosError('no', 'ERR_BAD_REQUEST', undefined, {}, response));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ body: { detail: 'x' }, status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('a failure without a response has a detail message and no status', () => {
    const error = toApiError(new AxiosError('timeout of 1000ms exceeded', 'ECONNABORTED'));
    expect(error.body).toEqual({ detail: 'timeout of 1000ms exceeded' });
    expect(error.status).toBeUndefined();
  });

  it('returns an ApiError unchanged and recognises ApiErrors from another copy of the module', () => {
    const original = new ApiError({ a: 1 }, 400);
    expect(toApiError(original)).toBe(original);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', body: null, status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
