import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';

/**
 * A URL the API gave: a path (`/api/…`) is on the API's origin, not the page's (the shell runs on
 * each brand's origin); an absolute URL or a data URL is kept as it is.
 */
export function apiHref(url: string): string {
  if (!url.startsWith('/')) return url;
  const base = hasRuntimeConfig() ? getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '') : '';
  return `${base}${url}`;
}

/**
 * A recommended video's link. The API gives its own video pages as paths (`/api/chat-videos/…/`):
 * those open on the API's origin; a link to the site that publishes the videos is kept as it is.
 */
export const videoHref = apiHref;
