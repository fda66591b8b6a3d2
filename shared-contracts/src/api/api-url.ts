import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';

/**
 * A URL the API gave, made absolute on the API's origin: a path (`/media/…`, `/api/…`) is the
 * API's, not the page's (the shell runs on each brand's origin); an absolute URL or a data URL is
 * kept as it is. `apiBaseUrl` defaults to the runtime config's (none set: the path stays relative);
 * a server renderer or the shell before the config is stored passes it.
 */
export function apiUrl(path: string, apiBaseUrl?: string): string {
  if (!path.startsWith('/')) return path;
  const base = apiBaseUrl ?? (hasRuntimeConfig() ? getRuntimeConfig().apiBaseUrl : '');
  return `${base.replace(/\/+$/, '')}${path}`;
}
