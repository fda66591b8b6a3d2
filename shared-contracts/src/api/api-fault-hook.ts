import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/**
 * Plays a tester's fault on one API request (`?mf-fault=api-down` and friends,
 * docs/recovery-testing.md): it gets the request as it would leave (token set) and the real
 * adapter, and answers as a broken API would: a network error, a late answer, a 401. The client's
 * own interceptors handle what it answers, so the real refresh and error paths run.
 */
export type ApiFaultHook = (
  config: InternalAxiosRequestConfig,
  send: AxiosAdapter,
) => ReturnType<AxiosAdapter>;

// One hook per page (shared-contracts is a singleton, so every remote's client sees it). Only the
// shell sets it, and only when the runtime config has `faultInjection: true`; unset, a request
// pays one null check.
let current: ApiFaultHook | null = null;

/** Sets (or with null removes) the fault hook every client of this page applies to API requests. */
export function setApiFaultHook(hook: ApiFaultHook | null): void {
  current = hook;
}

/** The hook in force, if any. */
export function apiFaultHook(): ApiFaultHook | null {
  return current;
}
