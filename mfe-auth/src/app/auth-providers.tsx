import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { BrandId, RenderScope } from 'shared-contracts';
import { AuthBrandContext } from './auth-brand';
import { getAuthStore, renderStore } from './store';

interface AuthProvidersProps {
  /** The page's brand (RemotePageProps), e.g. to know whether it has an /otp page. */
  brand?: BrandId;
  children: ReactNode;
  /** The shell's server render: a store of this render's own (docs/adr/0150), never the tab's. */
  renderScope?: RenderScope | undefined;
}

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function AuthProviders({ brand, children, renderScope }: AuthProvidersProps) {
  const outer = useContext(ReactReduxContext);
  const page = <AuthBrandContext.Provider value={brand}>{children}</AuthBrandContext.Provider>;
  if (outer) return page;
  return <Provider store={renderScope ? renderStore(renderScope) : getAuthStore()}>{page}</Provider>;
}
