import { brandUrl, type BrandUrlContext } from './brand-url';
import { canonicalHomePath, routerBasename, withBasename } from './url-paths';

const brandHosts = { stud: 'stud.localhost', cele: 'varicocele.localhost' };
const from = (hostname: string, abTest = false): BrandUrlContext => ({
  hostname,
  port: '3000',
  protocol: 'http:',
  brandHosts,
  abTest,
});

describe('brandUrl', () => {
  it('on the default host links every brand by its prefix', () => {
    expect(brandUrl({ brand: 'cele', path: '/' }, from('localhost'))).toBe('/varicocele/');
    expect(brandUrl({ brand: 'stud', path: '/shop' }, from('localhost'))).toBe('/stud/shop');
    expect(brandUrl({ brand: 'careapp', path: '/' }, from('localhost'))).toBe('/');
    expect(brandUrl({ brand: 'celeorg', path: '/about' }, from('localhost'))).toBe('/varicoceleorg/about');
  });

  it('keeps /ab_test in links while A/B testing', () => {
    expect(brandUrl({ brand: 'stud', path: '/shop' }, from('localhost', true))).toBe('/ab_test/stud/shop');
    expect(brandUrl({ brand: 'careapp', path: '/' }, from('localhost', true))).toBe('/ab_test/');
    expect(brandUrl({ brand: 'stud', path: '/about' }, from('stud.localhost', true))).toBe('/ab_test/about');
    expect(brandUrl({ brand: 'cele', path: '/' }, from('stud.localhost', true))).toBe(
      'http://varicocele.localhost:3000/ab_test/',
    );
  });

  it('on a brand host links the same brand root-relative and unprefixed', () => {
    expect(brandUrl({ brand: 'stud', path: '/contact' }, from('stud.localhost'))).toBe('/contact');
  });

  it('on a brand host links another brand to its own host when it has one', () => {
    expect(brandUrl({ brand: 'cele', path: '/treatments' }, from('stud.localhost'))).toBe(
      'http://varicocele.localhost:3000/treatments',
    );
    expect(brandUrl({ brand: 'stud', path: '/shop' }, { ...from('varicocele.localhost'), port: '' })).toBe(
      'http://stud.localhost/shop',
    );
  });

  it('on a brand host links a brand without a host to the default host by prefix', () => {
    expect(brandUrl({ brand: 'careapp', path: '/' }, from('stud.localhost'))).toBe('http://localhost:3000/');
    expect(brandUrl({ brand: 'celeorg', path: '/about' }, from('stud.localhost'))).toBe(
      'http://localhost:3000/varicoceleorg/about',
    );
    expect(
      brandUrl(
        { brand: 'careapp', path: '/login' },
        { ...from('stud.localhost'), defaultHost: 'example.test' },
      ),
    ).toBe('http://example.test:3000/login');
  });

  it('withBasename joins a basename and a path without doubling or dropping slashes', () => {
    expect(withBasename('', '/')).toBe('/');
    expect(withBasename('', 'cart')).toBe('/cart');
    expect(withBasename('/stud', '/')).toBe('/stud/');
    expect(withBasename('/ab_test', '/')).toBe('/ab_test/');
    expect(withBasename('/ab_test/stud/', '/cart')).toBe('/ab_test/stud/cart');
    expect(withBasename('/stud', '/?next=1')).toBe('/stud/?next=1');
  });

  it('routerBasename ends with a slash, so the router writes a home as /stud/', () => {
    expect(routerBasename('')).toBe('/');
    expect(routerBasename('/stud')).toBe('/stud/');
    expect(routerBasename('/ab_test/stud')).toBe('/ab_test/stud/');
  });

  it('canonicalHomePath adds the slash to a prefixed home only', () => {
    expect(canonicalHomePath('/stud', '/stud')).toBe('/stud/');
    expect(canonicalHomePath('/STUD', '/stud')).toBe('/STUD/');
    expect(canonicalHomePath('/ab_test', '/ab_test')).toBe('/ab_test/');
    expect(canonicalHomePath('/stud/', '/stud')).toBeNull();
    expect(canonicalHomePath('/stud/shop', '/stud')).toBeNull();
    expect(canonicalHomePath('/', '')).toBeNull();
  });
});
