// The fixed, opaque category ids behind the catalogue pages (docs/product.md §3: "Category ids and
// product ids are fixed opaque strings"). The API seeds these categories and the shop pages ask for
// them.

/** Which catalogue a shop page shows; `shop` is /shop, `a` /shop/a, `b` /shop/b. */
export type ShopCatalogueKey = 'shop' | 'a' | 'b' | 'treatment';

/** Brands that have a shop. */
export type ShopBrandId = 'stud' | 'cele';

/** Category id of each catalogue page, per brand ({product}cele has /shop only). */
export const SHOP_CATEGORY_IDS = {
  stud: {
    /** /shop: everything stud sells. */
    shop: 'Q2F0ZWdvcnk6c3R1ZC1zaG9w',
    /** /shop/a: underwear first. */
    a: 'Q2F0ZWdvcnk6c3R1ZC1zaG9wLWE',
    /** /shop/b: kits, guides and bundles first. */
    b: 'Q2F0ZWdvcnk6c3R1ZC1zaG9wLWI',
    /** /shop/treatment: the guide, supplements, videos, services and the consultation. */
    treatment: 'Q2F0ZWdvcnk6c3R1ZC10cmVhdG1lbnQ',
  },
  cele: {
    /** /shop on {product}cele. */
    shop: 'Q2F0ZWdvcnk6Y2VsZS1zaG9w',
  },
} as const satisfies { stud: Record<ShopCatalogueKey, string>; cele: { shop: string } };

/** The category id of a brand's catalogue page; a brand without that page falls back to its /shop. */
export function shopCategoryId(brand: ShopBrandId, key: ShopCatalogueKey): string {
  const ids: Partial<Record<ShopCatalogueKey, string>> = SHOP_CATEGORY_IDS[brand];
  return ids[key] ?? SHOP_CATEGORY_IDS[brand].shop;
}

/** Size guide: waist in centimetres per size, converted from the inch ranges (1 in = 2.54 cm). */
export function inchesToCentimetres(inches: number): number {
  return Math.round(inches * 2.54);
}
