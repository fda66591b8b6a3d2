import { BRAND_IDS, PAGE_MODULES } from './brand-ids';
import { getBrand } from './brand-definitions';

// The route lists of docs/product.md §2, written out by hand ({param} as react-router :param).
const SPEC_ROUTES = {
  careapp: [
    '/',
    '/login',
    '/register',
    '/otp',
    '/reset-password',
    '/reset-password-otp',
    '/profile',
    '/order-history',
    '/contact',
    '/terms',
    '/complete-profile',
    '/app',
    '/app/:slug',
  ],
  stud: [
    '/',
    '/a',
    '/b',
    '/shop',
    '/shop/a',
    '/shop/b',
    '/shop/treatment',
    '/shop/:productId',
    '/contact',
    '/discount',
    '/checkout',
    '/checkout/a',
    '/checkout/b',
    '/checkout/thankyou/:paymentGateway',
    '/terms',
    '/cart',
    '/cart/a',
    '/cart/b',
    '/manage-communications',
    '/complete-profile',
    '/order-history',
    '/login',
    '/reset-password',
    '/reset-password-otp',
    '/register',
    '/otp',
    '/profile',
    '/change-password',
    '/about',
  ],
  cele: [
    '/',
    '/checkout/thankyou/:paymentGateway',
    '/treatments',
    '/reviews',
    '/more-products',
    '/consult',
    '/consult/success',
    '/our-specialist',
    '/contact',
    '/100tt',
    '/assess-varicocele',
    '/assess-pain',
    '/assess-sperm-count',
    '/shop',
    '/shop/:productId',
    '/cart',
    '/checkout',
    '/terms',
    '/data/assessment',
    '/data/reports',
    '/order-history',
    '/login',
    '/reset-password',
    '/reset-password-otp',
    '/register',
    '/otp',
    '/profile',
    '/change-password',
    '/interview',
    '/support/specialists',
  ],
  celeorg: ['/', '/contact', '/login', '/register', '/terms', '/profile', '/about'],
} as const;

function route(brand: Parameters<typeof getBrand>[0], path: string) {
  const found = getBrand(brand).routes.find((r) => r.path === path);
  if (!found) throw new Error(`${brand} has no route ${path}`);
  return found;
}

describe('route tables (docs/product.md §2)', () => {
  it.each(BRAND_IDS)('%s serves exactly the routes docs/product.md §2 lists for it', (brand) => {
    const paths = getBrand(brand).routes.map((r) => r.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES[brand]].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('counts 13 careapp, 29 stud, 30 {product}cele and 7 {product}celeorg routes', () => {
    expect(BRAND_IDS.map((b) => getBrand(b).routes.length)).toEqual([13, 29, 30, 7]);
  });

  it.each(BRAND_IDS)('every %s route points at a page module its remote exposes', (brand) => {
    for (const r of getBrand(brand).routes) {
      expect(PAGE_MODULES[r.remote] as readonly string[]).toContain(r.module);
    }
  });

  it('the {product}cele assessment path follows the product word', () => {
    expect(route('cele', '/assess-varicocele').pageKey).toBe('assess-cele');
    const paths = getBrand('cele', 'hydro').routes.map((r) => r.path);
    expect(paths).toContain('/assess-hydrocele');
    expect(paths).not.toContain('/assess-varicocele');
  });

  it('stud /b shows the banner and no other route does', () => {
    const withBanner = BRAND_IDS.flatMap((b) =>
      getBrand(b)
        .routes.filter((r) => r.layout.banner)
        .map((r) => `${b}${r.path}`),
    );
    expect(withBanner).toEqual(['stud/b']);
    expect(route('stud', '/b').pageKey).toBe('home-b');
  });

  it('checkout pages have no footer but the checkout footer', () => {
    for (const [brand, path] of [
      ['stud', '/checkout'],
      ['stud', '/checkout/a'],
      ['stud', '/checkout/b'],
      ['cele', '/checkout'],
    ] as const) {
      expect(route(brand, path).layout).toEqual({
        header: true,
        footer: false,
        checkoutFooter: true,
        banner: false,
      });
    }
  });

  it('stud sign-in pages have no header or footer', () => {
    for (const path of ['/login', '/register', '/otp', '/reset-password', '/reset-password-otp']) {
      expect(route('stud', path).layout).toMatchObject({ header: false, footer: false });
      expect(route('cele', path).layout).toMatchObject({ header: true, footer: true });
    }
  });

  it('order-history, change-password, profile and the careapp chat need a token, otp has its own guard, login and register are for guests', () => {
    for (const brand of BRAND_IDS) {
      for (const r of getBrand(brand).routes) {
        const expected = {
          '/order-history': 'auth',
          '/change-password': 'auth',
          '/profile': 'auth',
          '/app': 'auth',
          '/app/:slug': 'auth',
          '/otp': 'otp',
          '/login': 'guest',
          '/register': 'guest',
        }[r.path];
        expect(r.guard).toBe(expected);
      }
    }
  });

  it('shared page modules get the variant page keys', () => {
    expect(route('stud', '/a').pageKey).toBe('home-a');
    expect(route('stud', '/shop/a').pageKey).toBe('shop-a');
    expect(route('stud', '/shop/treatment').pageKey).toBe('shop-treatment');
    expect(route('cele', '/more-products')).toMatchObject({
      remote: 'shop',
      module: 'CatalogPage',
      pageKey: 'more-products',
    });
    expect(route('cele', '/assess-pain')).toMatchObject({ module: 'AssessmentPage', pageKey: 'assess-pain' });
    expect(route('careapp', '/app/:slug')).toMatchObject({ remote: 'chat', module: 'ChatPage' });
  });
});
