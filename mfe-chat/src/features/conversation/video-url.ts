import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';

/**
 * A recommended video's link. The API gives its own video pages as paths (`/api/chat-videos/…/`):
 * those open on the API's origin; a link to the site that publishes the videos is kept as it is.
 */
export function videoHref(url: string): string {
  if (!url.startsWith('/')) return url;
  const base = hasRuntimeConfig() ? getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '') : '';
  return `${base}${url}`;
}
