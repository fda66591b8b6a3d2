import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { BrandId } from 'shared-contracts';
import { AuthBrandContext } from './auth-brand';
import { createAuthStore, type AuthStore } from './store';

// One store for every page of this remote, made when the first page renders.
let shared: AuthStore | null = null;

interface AuthProvidersProps {
  /** The page's brand (RemotePageProps), e.g. to know whether it has an /otp page. */
  brand?: BrandId;
  children: ReactNode;
}

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function AuthProviders({ brand, children }: AuthProvidersProps) {
  const outer = useContext(ReactReduxContext);
  const page = <AuthBrandContext.Provider value={brand}>{children}</AuthBrandContext.Provider>;
  if (outer) return page;
  shared ??= createAuthStore();
  return <Provider store={shared}>{page}</Provider>;
}
