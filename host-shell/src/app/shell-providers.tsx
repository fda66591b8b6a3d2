import type { ReactNode } from 'react';
import type { ResolvedLocation, RuntimeConfig, ApiClient } from 'shared-contracts';
import { BrandProvider, type PageOrigin } from '../features/brand';
import { ApiClientProvider } from '../features/guards';
import { CartCountProvider } from '../features/layout';
import { type RemoteLoader, RemoteLoaderProvider } from '../features/remotes';

export interface ShellProvidersProps {
  config: RuntimeConfig;
  location: ResolvedLocation;
  remoteLoader: RemoteLoader;
  /** Default: the shared client of shared-contracts. */
  apiClient?: ApiClient;
  origin?: PageOrigin;
  children: ReactNode;
}

/** Everything the shell's components read from context, outside the router. */
export function ShellProviders({
  config,
  location,
  remoteLoader,
  apiClient,
  origin,
  children,
}: ShellProvidersProps) {
  const tree = (
    <RemoteLoaderProvider loader={remoteLoader}>
      <CartCountProvider client={apiClient}>{children}</CartCountProvider>
    </RemoteLoaderProvider>
  );
  return (
    <BrandProvider config={config} location={location} {...(origin ? { origin } : {})}>
      {apiClient ? <ApiClientProvider client={apiClient}>{tree}</ApiClientProvider> : tree}
    </BrandProvider>
  );
}
