// The guards feature's public entry: what the rest of the shell uses of it.
export { RouteGuard } from './route-guard';
export { ApiClientProvider, useApiClient } from './api-client-context';
export { useAccessToken } from './use-access-token';
