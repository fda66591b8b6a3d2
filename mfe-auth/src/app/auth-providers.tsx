import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { createAuthStore, type AuthStore } from './store';

// One store for every page of this remote, made when the first page renders.
let shared: AuthStore | null = null;

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function AuthProviders({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  shared ??= createAuthStore();
  return <Provider store={shared}>{children}</Provider>;
}
