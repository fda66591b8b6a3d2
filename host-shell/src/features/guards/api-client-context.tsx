import { createContext, useContext, type ReactNode } from 'react';
import { apiClient, type ApiClient } from 'shared-contracts';

// The page's shared client by default; tests provide one over a fake axios adapter.
const ApiClientContext = createContext<ApiClient>(apiClient);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
