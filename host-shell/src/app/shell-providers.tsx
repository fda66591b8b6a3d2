import type { ReactNode } from 'react';
import type { ResolvedLocation, RuntimeConfig, ApiClient } from 'shared-contracts';
import { BrandProvider, type PageOrigin } from '../features/brand';
import { ApiClientProvider } from '../features/guards';
import { CartCountProvider } from '../features/layout';
import { type RemoteLoader, RemoteLoaderProvider } from '../features/remotes';
import type { ServerCart } from '../preload/server-rendered-page';

export interface ShellProvidersProps {
  config: RuntimeConfig;
  location: ResolvedLocation;
  remoteLoader: RemoteLoader;
  /** Default: the shared client of shared-contracts. */
  apiClient?: ApiClient;
  origin?: PageOrigin;
  /** The guest cart the server rendered the page with (docs/adr/0189): the badge starts at its count. */
  serverCart?: ServerCart | null;
  children: ReactNode;
}

/** Everything the shell's components read from context, outside the router. */
export function ShellProviders({
  config,
  location,
  remoteLoader,
  apiClient,
  origin,
  serverCart = null,
  children,
}: ShellProvidersProps) {
  const tree = (
    <RemoteLoaderProvider loader={remoteLoader}>
      <CartCountProvider client={apiClient} serverCart={serverCart}>
        {children}
      </CartCountProvider>
    </RemoteLoaderProvider>
  );
  return (
    <BrandProvider config={config} location={location} {...(origin ? { origin } : {})}>
      {apiClient ? <ApiClientProvider client={apiClient}>{tree}</ApiClientProvider> : tree}
    </BrandProvider>
  );
}
