import { inchesToCentimetres, SHOP_CATEGORY_IDS, shopCategoryId } from './shop-catalogue';

describe('shop catalogue ids', () => {
  it('gives each stud shop page its own fixed category id', () => {
    const ids = (['shop', 'a', 'b', 'treatment'] as const).map((key) => shopCategoryId('stud', key));
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBe(SHOP_CATEGORY_IDS.stud.shop);
  });

  it('sends {product}cele pages it does not have to its /shop catalogue', () => {
    expect(shopCategoryId('cele', 'treatment')).toBe(SHOP_CATEGORY_IDS.cele.shop);
  });

  it('converts the size chart inches to whole centimetres', () => {
    expect([25, 27, 47].map(inchesToCentimetres)).toEqual([64, 69, 119]);
  });
});
