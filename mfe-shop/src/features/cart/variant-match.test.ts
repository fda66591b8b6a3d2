import { kitProduct, testProduct } from '../../testing/shop-test-kit';
import { missingAttributes, resolveVariants, toggleChoice } from './variant-match';

describe('choosing variants', () => {
  it('resolves a full single-value choice to its one variant', () => {
    const product = testProduct();
    const found = resolveVariants(product.variants, product.attributes, { Size: ['M'], Color: ['Navy'] });
    expect(found?.map((variant) => variant.id)).toEqual(['v-m-navy']);
  });

  it('resolves several values of a multi-select attribute to one variant each', () => {
    const kit = kitProduct();
    const found = resolveVariants(kit.variants, kit.attributes, {
      Supply: ['30 days'],
      'Add-ons': ['Vitamin D', 'Magnesium'],
    });
    expect(found?.map((variant) => variant.id)).toEqual(['k-30-d', 'k-30-mg']);
  });

  it('finds nothing when a chosen combination has no variant', () => {
    const kit = kitProduct();
    const fewer = kit.variants.filter((variant) => variant.id !== 'k-30-d');
    expect(
      resolveVariants(fewer, kit.attributes, { Supply: ['30 days'], 'Add-ons': ['Vitamin D'] }),
    ).toBeNull();
  });

  it('needs at least one value of a multi-select attribute', () => {
    const kit = kitProduct();
    expect(missingAttributes(kit.attributes, { Supply: ['30 days'], 'Add-ons': [] })).toEqual(['Add-ons']);
  });

  it('toggles values of a multi-select attribute and replaces the value of any other', () => {
    let choice = toggleChoice({}, 'Add-ons', 'Magnesium', true);
    choice = toggleChoice(choice, 'Add-ons', 'Omega-3', true);
    expect(choice['Add-ons']).toEqual(['Magnesium', 'Omega-3']);
    expect(toggleChoice(choice, 'Add-ons', 'Magnesium', true)['Add-ons']).toEqual(['Omega-3']);
    expect(toggleChoice({ Size: ['S'] }, 'Size', 'M', false)).toEqual({ Size: ['M'] });
  });
});
