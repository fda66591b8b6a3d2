import type { AxiosInstance } from 'axios';
import { storage } from '../storage/storage';
import { endpoints } from './endpoints';
import type { RefreshTokenRequest, RefreshTokenResponse } from './types/users-api';

// One refresh at a time for the whole page. This module-level promise is the lock: shared-contracts
// is a Module Federation singleton, so every remote's client shares it and N concurrent 401s from
// any clients cause one refresh call.
let inFlight: Promise<string | null> | null = null;

/** Removes both tokens; removing `access` emits `session/changed` with null. */
export function clearSession(): void {
  storage.remove('refresh');
  storage.remove('access');
}

async function refreshWith(client: AxiosInstance): Promise<string | null> {
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
    clearSession();
    return null;
  }
}

/**
 * Gets a new access token with the stored refresh token, sharing one call among all callers while
 * it runs. Resolves to the new access token, or null when there is no refresh token or the refresh
 * failed (both tokens are then removed).
 */
export function refreshAccessToken(client: AxiosInstance): Promise<string | null> {
  if (!inFlight) {
    inFlight = refreshWith(client).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Whether a refresh is running (for diagnostics and tests). */
export function isRefreshing(): boolean {
  return inFlight !== null;
}
