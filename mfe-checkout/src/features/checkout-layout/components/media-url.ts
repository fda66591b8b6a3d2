import { apiUrl } from 'shared-contracts';

/** Drawn when a product has no picture, the size of the real one. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ece9e4"/></svg>',
  );

/** The API serves product pictures at relative paths: made absolute on the API's origin. */
export function mediaUrl(url: string | null | undefined): string {
  return url ? apiUrl(url) : PLACEHOLDER_IMAGE;
}
