import { resolveBrand } from './resolve-brand';

const brandHosts = {
  stud: 'stud.localhost',
  cele: 'varicocele.localhost',
  celeorg: 'varicoceleorg.localhost',
};
const at = (hostname: string, pathname: string, productWord?: string) =>
  resolveBrand({ hostname, pathname, brandHosts, productWord });

describe('resolveBrand', () => {
  it.each([
    ['stud.localhost', 'stud'],
    ['varicocele.localhost', 'cele'],
    ['varicoceleorg.localhost', 'celeorg'],
  ] as const)('on its own host %s, the brand serves its routes unprefixed', (host, brand) => {
    expect(at(host, '/shop')).toEqual({ brand, abTest: false, onOwnHost: true, basename: '' });
    expect(at(host.toUpperCase(), '/')).toMatchObject({ brand, onOwnHost: true });
  });

  it('on its own host a brand prefix is just a path, not another brand', () => {
    expect(at('stud.localhost', '/varicocele/treatments')).toMatchObject({ brand: 'stud', basename: '' });
  });

  it('careapp serves its routes at the root of the default host', () => {
    expect(at('localhost', '/')).toEqual({ brand: 'careapp', abTest: false, onOwnHost: false, basename: '' });
    expect(at('localhost', '/app/room-1')).toMatchObject({ brand: 'careapp', basename: '' });
    expect(at('127.0.0.1', '/login')).toMatchObject({ brand: 'careapp', basename: '' });
  });

  it.each([
    ['/stud', 'stud', '/stud'],
    ['/stud/shop/a', 'stud', '/stud'],
    ['/varicocele', 'cele', '/varicocele'],
    ['/varicocele/assess-pain', 'cele', '/varicocele'],
    ['/varicoceleorg/', 'celeorg', '/varicoceleorg'],
    ['/varicoceleorg/about', 'celeorg', '/varicoceleorg'],
  ] as const)('the default host serves %s under its brand prefix', (path, brand, basename) => {
    expect(at('localhost', path)).toEqual({ brand, abTest: false, onOwnHost: false, basename });
  });

  it('matches whole path segments: /varicoceleorg is not /varicocele, /studio is not /stud', () => {
    expect(at('localhost', '/varicoceleorg/contact').brand).toBe('celeorg');
    expect(at('localhost', '/varicocelex').brand).toBe('careapp');
    expect(at('localhost', '/studio')).toMatchObject({ brand: 'careapp', basename: '' });
  });

  it('every route is also reachable under an /ab_test prefix, which comes first', () => {
    expect(at('localhost', '/ab_test/stud/shop')).toEqual({
      brand: 'stud',
      abTest: true,
      onOwnHost: false,
      basename: '/ab_test/stud',
    });
    expect(at('localhost', '/ab_test/login')).toEqual({
      brand: 'careapp',
      abTest: true,
      onOwnHost: false,
      basename: '/ab_test',
    });
    expect(at('localhost', '/ab_test')).toMatchObject({
      brand: 'careapp',
      abTest: true,
      basename: '/ab_test',
    });
    expect(at('localhost', '/ab_test/varicoceleorg/about')).toMatchObject({
      brand: 'celeorg',
      basename: '/ab_test/varicoceleorg',
    });
    expect(at('stud.localhost', '/ab_test/shop')).toEqual({
      brand: 'stud',
      abTest: true,
      onOwnHost: true,
      basename: '/ab_test',
    });
    expect(at('varicocele.localhost', '/ab_test/consult')).toMatchObject({
      brand: 'cele',
      basename: '/ab_test',
    });
  });

  it('an /ab_test segment later in the path does not switch on A/B mode', () => {
    expect(at('localhost', '/stud/ab_test')).toMatchObject({
      brand: 'stud',
      abTest: false,
      basename: '/stud',
    });
  });

  it('prefixes follow the product word', () => {
    expect(at('localhost', '/hydrocele/consult', 'hydro')).toMatchObject({
      brand: 'cele',
      basename: '/hydrocele',
    });
    expect(at('localhost', '/varicocele/consult', 'hydro').brand).toBe('careapp');
  });

  it('without brand hosts every host is the default host', () => {
    expect(resolveBrand({ hostname: 'stud.localhost', pathname: '/stud', brandHosts: {} })).toMatchObject({
      brand: 'stud',
      onOwnHost: false,
      basename: '/stud',
    });
  });
});
