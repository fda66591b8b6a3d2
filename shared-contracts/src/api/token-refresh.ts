import { storage } from '../storage/storage';
import type { ApiClient } from './api-client-types';
import { ApiError, toApiError } from './api-error';
import { endpoints } from './endpoints';
import type { RefreshTokenRequest, RefreshTokenResponse } from './types/users-api';

/** Name of the Web Lock that lets one tab of the origin refresh at a time. */
export const TOKEN_REFRESH_LOCK = 'shared-contracts:token-refresh';

/**
 * The part of the Web Locks API (`navigator.locks`) the refresh uses, so tests can pass a fake.
 * `request` runs `callback` once the named lock is held and releases it when the callback settles.
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Options of {@link refreshAccessToken}. */
export interface RefreshOptions {
  /**
   * The access token the failed request carried. When storage holds a different one by the time
   * the lock is held, another tab has refreshed already: that token is returned and no refresh
   * call is made. Leave it out to always refresh.
   */
  sentAccess?: string | null;
  /** Cross-tab lock; default `navigator.locks` when the browser has it, null for none. */
  locks?: LockManagerLike | null;
}

/**
 * Answers of refresh-token that mean the refresh token itself is refused (expired, revoked, reused,
 * malformed): the session is over. Anything else (no answer, 5xx while the API restarts, 429) says
 * nothing about the token, and signing the user out for it would lose a good session.
 */
export const SESSION_ENDING_REFRESH_STATUSES: readonly number[] = [400, 401];

// One refresh at a time within the page. This module-level promise is the in-tab lock:
// shared-contracts is a Module Federation singleton, so every remote's client shares it and N
// concurrent 401s from any clients cause one refresh call. It cannot see other tabs, which have
// their own copy of this module; the Web Lock below covers those.
let inFlight: Promise<string | null> | null = null;

/**
 * Ends the session in this tab and, through local storage, in every other: removes both tokens and
 * the stored user (it holds the health fields of docs/product.md §3, which must not outlive the session).
 * Removing `access` emits `session/changed` with null, removing `user` emits `user/changed` with null.
 */
export function clearSession(): void {
  storage.remove('refresh');
  storage.remove('user');
  storage.remove('access');
}

function browserLocks(): LockManagerLike | null {
  // Missing in old browsers, outside secure contexts, in jsdom and in Node: then the in-tab
  // promise is the only lock, as it was before Web Locks were used.
  if (typeof navigator === 'undefined') return null;
  return (navigator as Partial<Navigator>).locks ?? null;
}

async function underCrossTabLock<T>(locks: LockManagerLike | null, task: () => Promise<T>): Promise<T> {
  if (!locks) return task();
  let granted = false;
  try {
    return await locks.request(TOKEN_REFRESH_LOCK, () => {
      granted = true;
      return task();
    });
  } catch (error) {
    // The lock itself failed (a sandboxed frame or opaque origin rejects with SecurityError):
    // refresh without it rather than leave the session unrefreshable.
    if (!granted) return task();
    throw error;
  }
}

/** What the refresh needs of a client: axios' instance or the page's {@link ApiClient}. */
export type RefreshClient = Pick<ApiClient, 'post'>;

async function refreshWith(
  client: RefreshClient,
  sentAccess: string | null | undefined,
): Promise<string | null> {
  // Read storage only now that the lock is held: while this tab waited for it, another tab may
  // have refreshed. Sending the refresh token it already spent would count as reuse, and the
  // server would revoke the whole session, the other tab's fresh tokens included.
  const stored = storage.get('access');
  if (sentAccess !== undefined && stored && stored !== sentAccess) return stored;

  const refresh = storage.get('refresh');
  if (!refresh) {
    clearSession();
    return null;
  }
  let data: Partial<RefreshTokenResponse> | undefined;
  try {
    const body: RefreshTokenRequest = { refresh };
    ({ data } = await client.post<Partial<RefreshTokenResponse>>(endpoints.users.refreshToken, body));
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === undefined || !SESSION_ENDING_REFRESH_STATUSES.includes(failure.status))
      throw failure;
    // End only the session this refresh was for. If the stored refresh token changed while the call
    // was on the wire, another tab signed in or refreshed, and those tokens are not ours to remove.
    if (storage.get('refresh') === refresh) clearSession();
    return null;
  }
  if (typeof data?.access !== 'string' || data.access === '') {
    // A server fault, not a verdict on the token: keep the session for the next try.
    const detail = 'The refresh-token answer has no access token.';
    throw new ApiError({ detail }, undefined, { message: detail });
  }
  // Refresh first, so listeners of session/changed already find the rotated refresh token.
  if (typeof data.refresh === 'string' && data.refresh !== '') storage.set('refresh', data.refresh);
  storage.set('access', data.access);
  return data.access;
}

/**
 * Gets a new access token with the stored refresh token. Callers in the page share one call while
 * it runs; across tabs, the call runs inside the Web Lock {@link TOKEN_REFRESH_LOCK} when the
 * browser has Web Locks, so tabs refresh one after another and a tab that finds a token another
 * tab stored meanwhile (see {@link RefreshOptions.sentAccess}) uses it without a call.
 *
 * Resolves to the access token to retry with, or null when the session is over: there is no
 * refresh token, or refresh-token answered 400 or 401 ({@link SESSION_ENDING_REFRESH_STATUSES}).
 * Then both tokens are removed, unless the stored refresh token is no longer the one that was sent.
 * Any other failure (no answer, 5xx, 429, an answer without a token) keeps both tokens and rejects
 * with an {@link ApiError} carrying that failure, so the page can offer Retry.
 */
export function refreshAccessToken(
  client: RefreshClient,
  options: RefreshOptions = {},
): Promise<string | null> {
  if (!inFlight) {
    const locks = options.locks === undefined ? browserLocks() : options.locks;
    inFlight = underCrossTabLock(locks, () => refreshWith(client, options.sentAccess)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Whether a refresh is running in this tab (for diagnostics and tests). */
export function isRefreshing(): boolean {
  return inFlight !== null;
}
