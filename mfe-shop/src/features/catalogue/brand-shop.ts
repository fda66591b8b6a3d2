import type { BrandId, ShopBrandId, ShopCatalogueKey } from 'shared-contracts';

/** The shop whose products a brand shows: {product}cele its own, every other brand stud's. */
export function shopBrandOf(brand: BrandId): ShopBrandId {
  return brand === 'cele' ? 'cele' : 'stud';
}

const KEYS: Record<string, ShopCatalogueKey> = {
  shop: 'shop',
  'shop-a': 'a',
  'shop-b': 'b',
  'shop-treatment': 'treatment',
};

/** Which catalogue a catalogue route shows (its pageKey); anything else shows the brand's /shop. */
export function catalogueKeyOf(pageKey: string): ShopCatalogueKey {
  return KEYS[pageKey] ?? 'shop';
}
