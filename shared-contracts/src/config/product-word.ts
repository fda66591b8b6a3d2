/**
 * The product word docs/product.md writes as `{product}`. Brand slugs derive from it
 * (`${word}cele`, `${word}celeorg`) and menus show it upper-cased (`VARICOCELE`).
 * It is overridable per deployment through {@link RuntimeConfig.productWord}.
 */
export const DEFAULT_PRODUCT_WORD = 'varico';

/**
 * The product word to use: the given one when it is a non-empty string, else {@link DEFAULT_PRODUCT_WORD}.
 * Every function taking an optional `productWord` goes through this, so an empty config value never
 * produces slugs such as `cele`.
 */
export function productWordOr(productWord?: string): string {
  const trimmed = productWord?.trim();
  return trimmed ? trimmed : DEFAULT_PRODUCT_WORD;
}
