import { configureStore } from '@reduxjs/toolkit';
import { apiClient, type ApiClient, type RenderScope } from 'shared-contracts';
import { authApi } from '../api/auth-api';

/**
 * The auth remote's store: RTK Query only. Its flows are single requests awaited by the forms,
 * so it needs no saga middleware (ADR 0005). Tests pass a client whose adapter stands in for the API.
 */
export function createAuthStore(client: ApiClient = apiClient) {
  return configureStore({
    reducer: { [authApi.reducerPath]: authApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client } } }).concat(authApi.middleware),
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;
export type RootState = ReturnType<AuthStore['getState']>;
export type AppDispatch = AuthStore['dispatch'];

let pageStore: AuthStore | null = null;

/** The one store of this remote's pages in this browser tab, made on first use. */
export function getAuthStore(): AuthStore {
  pageStore ??= createAuthStore();
  return pageStore;
}

/**
 * The store of one server render (docs/adr/0140): its own, never the tab's. The pages the server
 * renders read nothing (the server sees no token), so it holds no reads for the page.
 */
export function renderStore(scope: RenderScope): AuthStore {
  return scope.scoped('auth', () => createAuthStore());
}
