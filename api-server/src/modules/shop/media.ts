import { join } from 'node:path';
import { findPackageRoot } from '../../package-root';

/**
 * Version folder of the product pictures. Browsers keep them for a year (immutable), so a changed
 * picture goes in a new folder rather than over an old file.
 */
export const MEDIA_VERSION = 'v1';

/** URL prefix the pictures are served under (the front end prefixes the API base URL). */
export const MEDIA_PREFIX = '/media/';

/** Folder that holds static/media/<version>/products/*.svg. */
export function mediaRoot(): string {
  return join(findPackageRoot(), 'static', 'media');
}

/** The URL of a product picture drawn by scripts/draw-product-images.mjs. */
export function productPicture(file: string): string {
  return `${MEDIA_PREFIX}${MEDIA_VERSION}/products/${file}`;
}
