import type { BrandId } from 'shared-contracts';
import { brandName, getRuntimeConfig, hasRuntimeConfig, productWordOr } from 'shared-contracts';
import { pageMeta as pageMetaFor, type PageMeta } from 'shared-contracts/page-meta';

/**
 * The title and description of a page of a brand, for the deployment's product word. The table is
 * shared-contracts' (the shell's server prints the same head in the first HTML, docs/adr/0130).
 */
export function pageMeta(brand: BrandId, pageKey: string): PageMeta {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : undefined;
  return pageMetaFor(brand, pageKey, { brandName: brandName(brand, word), productWord: productWordOr(word) });
}
