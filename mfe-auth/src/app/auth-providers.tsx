import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { BrandId } from 'shared-contracts';
import { AuthBrandContext } from './auth-brand';
import { getAuthStore } from './store';

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
  return <Provider store={getAuthStore()}>{page}</Provider>;
}
