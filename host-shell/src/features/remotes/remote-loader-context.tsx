import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/**
 * Provides the loader pages come from. The browser gets the Module Federation one; tests give a
 * loader over a fake `loadModule`, so they never need federation.
 */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider> above it.');
  return loader;
}

/** The loader when there is one: links use it only for hints, so they render without it too. */
export function useOptionalRemoteLoader(): RemoteLoader | null {
  return useContext(RemoteLoaderContext);
}
