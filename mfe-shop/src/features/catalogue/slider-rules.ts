import { CONSTANTS, slidesPerView } from 'shared-contracts';

export { slidesPerView };

/**
 * The slider's items padded to slides per view plus 4 (docs/product.md §9), repeating the list, so a short
 * list still fills the track and loops. An empty list stays empty (the slider shows nothing).
 */
export function padSlides<T>(items: readonly T[], perView: number): { item: T; copy: boolean }[] {
  if (items.length === 0) return [];
  const wanted = Math.ceil(perView) + CONSTANTS.sliderPaddingItems;
  const padded = items.map((item) => ({ item, copy: false }));
  for (let index = 0; padded.length < wanted; index += 1) {
    padded.push({ item: items[index % items.length] as T, copy: true });
  }
  return padded;
}
