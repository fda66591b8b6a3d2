import type { AxiosInstance } from 'axios';
import { storage } from '../storage/storage';
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

// One refresh at a time within the page. This module-level promise is the in-tab lock:
// shared-contracts is a Module Federation singleton, so every remote's client shares it and N
// concurrent 401s from any clients cause one refresh call. It cannot see other tabs, which have
// their own copy of this module; the Web Lock below covers those.
let inFlight: Promise<string | null> | null = null;

/** Removes both tokens; removing `access` emits `session/changed` with null. */
export function clearSession(): void {
  storage.remove('refresh');
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

async function refreshWith(
  client: AxiosInstance,
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
  try {
    const body: RefreshTokenRequest = { refresh };
    const { data } = await client.post<Partial<RefreshTokenResponse>>(endpoints.users.refreshToken, body);
    if (typeof data?.access !== 'string' || data.access === '')
      throw new Error('refresh answer without access');
    // Refresh first, so listeners of session/changed already find the rotated refresh token.
    if (typeof data.refresh === 'string' && data.refresh !== '') storage.set('refresh', data.refresh);
    storage.set('access', data.access);
    return data.access;
  } catch {
    // End only the session this refresh was for. If the stored refresh token changed while the call
    // was on the wire, another tab signed in or refreshed, and those tokens are not ours to remove.
    if (storage.get('refresh') === refresh) clearSession();
    return null;
  }
}

/**
 * Gets a new access token with the stored refresh token. Callers in the page share one call while
 * it runs; across tabs, the call runs inside the Web Lock {@link TOKEN_REFRESH_LOCK} when the
 * browser has Web Locks, so tabs refresh one after another and a tab that finds a token another
 * tab stored meanwhile (see {@link RefreshOptions.sentAccess}) uses it without a call.
 *
 * Resolves to the access token to retry with, or null when there is no refresh token or the
 * refresh failed. On failure both tokens are removed, unless the stored refresh token is no longer
 * the one that was sent.
 */
export function refreshAccessToken(
  client: AxiosInstance,
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
