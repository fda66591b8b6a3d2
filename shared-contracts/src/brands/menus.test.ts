import { getBrand } from './brand-definitions';

const menuOf = (id: Parameters<typeof getBrand>[0], word?: string) =>
  getBrand(id, word).menu.map((m) => [m.label, m.target.brand, m.target.path]);

describe('brand menus and header buttons (docs/product.md §2)', () => {
  it('stud has {product}CELE, CAREAPP, ABOUT, SHOP, GET SUPPORT', () => {
    expect(menuOf('stud')).toEqual([
      ['VARICOCELE', 'cele', '/'],
      ['CAREAPP', 'careapp', '/'],
      ['ABOUT', 'stud', '/about'],
      ['SHOP', 'stud', '/shop'],
      ['GET SUPPORT', 'stud', '/contact'],
    ]);
  });

  it('{product}cele has STUD BRIEFS, CAREAPP, TREATMENTS, CONSULT, CONTACT', () => {
    expect(menuOf('cele')).toEqual([
      ['STUD BRIEFS', 'stud', '/shop'],
      ['CAREAPP', 'careapp', '/'],
      ['TREATMENTS', 'cele', '/treatments'],
      ['CONSULT', 'cele', '/consult'],
      ['CONTACT', 'cele', '/contact'],
    ]);
  });

  it('{product}celeorg has ABOUT, CONTACT', () => {
    expect(menuOf('celeorg')).toEqual([
      ['ABOUT', 'celeorg', '/about'],
      ['CONTACT', 'celeorg', '/contact'],
    ]);
  });

  it('careapp header shows a "Heal With CareApp" button instead of menu links', () => {
    expect(menuOf('careapp')).toEqual([]);
    expect(getBrand('careapp').hasHealButton).toBe(true);
    expect(getBrand('stud').hasHealButton).toBe(false);
  });

  it('shows a consult button on {product}cele sites only', () => {
    expect(['careapp', 'stud', 'cele', 'celeorg'].map((b) => getBrand(b as 'stud').hasConsultButton)).toEqual(
      [false, false, true, false],
    );
  });

  it('menus show the product word upper-cased', () => {
    expect(menuOf('stud', 'hydro')[0]).toEqual(['HYDROCELE', 'cele', '/']);
  });

  it("stud and cele have their own shop and cart; the brands without one use {product}cele's", () => {
    expect(getBrand('stud').shopTarget).toEqual({ brand: 'stud', path: '/shop' });
    expect(getBrand('cele').shopTarget).toEqual({ brand: 'cele', path: '/shop' });
    expect(getBrand('careapp').shopTarget).toEqual({ brand: 'cele', path: '/shop' });
    expect(getBrand('celeorg').shopTarget).toEqual({ brand: 'cele', path: '/shop' });
    expect(getBrand('stud').cartTarget).toEqual({ brand: 'stud', path: '/cart' });
    expect(getBrand('cele').cartTarget).toEqual({ brand: 'cele', path: '/cart' });
    expect(getBrand('careapp').cartTarget).toEqual({ brand: 'cele', path: '/cart' });
    expect(getBrand('celeorg').cartTarget).toEqual({ brand: 'cele', path: '/cart' });
    expect(getBrand('stud')).not.toHaveProperty('shopPath');
  });

  it('every cart target is a route of the brand it names', () => {
    for (const id of ['careapp', 'stud', 'cele', 'celeorg'] as const) {
      const { cartTarget } = getBrand(id);
      expect(getBrand(cartTarget.brand).routes.map((route) => route.path)).toContain(cartTarget.path);
    }
  });

  it('slugs and names derive from the product word', () => {
    expect(getBrand('cele')).toMatchObject({ slug: 'varicocele', name: 'Varicocele' });
    expect(getBrand('celeorg')).toMatchObject({ slug: 'varicoceleorg', name: 'Varicocele.org' });
    expect(getBrand('careapp').slug).toBe('careapp');
    expect(getBrand('cele', 'hydro').slug).toBe('hydrocele');
    expect(getBrand('cele')).toBe(getBrand('cele', 'varico'));
  });
});
