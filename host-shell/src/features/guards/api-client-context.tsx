import type { AxiosInstance } from 'axios';
import { createContext, useContext, type ReactNode } from 'react';
import { apiClient } from 'shared-contracts';

// The page's shared client by default; tests provide one over a fake axios adapter.
const ApiClientContext = createContext<AxiosInstance>(apiClient);

export function ApiClientProvider({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): AxiosInstance {
  return useContext(ApiClientContext);
}
