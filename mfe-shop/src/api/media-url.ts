import { apiUrl } from 'shared-contracts';

/** Picture shown when a product has none (docs/product.md §2 widget 1). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#ece9e4"/>' +
      '<path d="M130 260l50-60 40 45 30-35 50 50z" fill="#b8b2a7"/><circle cx="250" cy="160" r="22" fill="#b8b2a7"/></svg>',
  );

/** The API serves product pictures at relative paths: make them absolute on the API's origin. */
export function mediaUrl(url: string | null | undefined): string {
  return url ? apiUrl(url) : PLACEHOLDER_IMAGE;
}

/**
 * srcset of a product picture. The pictures are SVG, sharp at any width, so every width names
 * the same file; the list still tells the browser the picture's sizes, and a raster picture
 * served later with `?w=` widths would fit it unchanged.
 */
export function mediaSrcSet(
  url: string | null | undefined,
  widths: number[] = [170, 340, 680],
): string | undefined {
  if (!url) return undefined;
  const absolute = mediaUrl(url);
  return widths.map((width) => `${absolute} ${width}w`).join(', ');
}
