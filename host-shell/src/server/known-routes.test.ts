import { BRAND_IDS, getBrand, loginRedirect, routerBasename } from 'shared-contracts';
import { matchRoutes } from 'react-router-dom';
import { EVERY_BRAND_PATHS } from '../app/shell-paths';
import { isKnownRoute, loginRedirectOf, matchUrl } from './known-routes';

const config = {
  brandHosts: { stud: 'stud.localhost', cele: 'varicocele.localhost' },
  productWord: 'varico',
};
const known = (pathname: string, hostname = 'localhost') => isKnownRoute(config, { hostname, pathname });

describe('isKnownRoute (the shell server’s 404s)', () => {
  it.each([
    '/',
    '/login',
    '/app/some-room',
    '/stud',
    '/stud/',
    '/STUD/Shop',
    '/stud/shop/',
    '/stud/shop/any-product-id',
    '/stud/checkout/thankyou/stripe',
    '/varicocele/assess-varicocele',
    '/varicoceleorg/about',
    '/ab_test',
    '/ab_test/',
    '/ab_test/stud/cart',
    '/ops/remote-loads',
    '/stud/admin/ab-content/stud-home-hero',
    '/stud/shop/caf%C3%A9',
    '/stud/%73hop',
  ])('%s on the default host is a page', (path) => {
    expect(known(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/shop',
    '/about',
    '/stud/no-such-page',
    '/stud/shop/a/b',
    '/varicoceleorg/shop',
    '/varicocele/assess-hydrocele',
    '/studio',
    '/ab_test/stud/nope',
    '/index.htm',
  ])('%s on the default host is not found', (path) => {
    expect(known(path)).toBe(false);
  });

  it('serves a brand’s own host unprefixed, /ab_test included', () => {
    expect(known('/shop', 'stud.localhost')).toBe(true);
    expect(known('/ab_test/shop', 'STUD.localhost')).toBe(true);
    expect(known('/stud/shop', 'stud.localhost')).toBe(false);
    expect(known('/treatments', 'varicocele.localhost')).toBe(true);
    expect(known('/treatments', 'stud.localhost')).toBe(false);
  });

  it('spells the routes with the deployment’s product word', () => {
    const hydro = { brandHosts: {}, productWord: 'hydro' };
    expect(isKnownRoute(hydro, { hostname: 'localhost', pathname: '/hydrocele/assess-hydrocele' })).toBe(
      true,
    );
    expect(isKnownRoute(hydro, { hostname: 'localhost', pathname: '/varicocele/treatments' })).toBe(false);
  });

  it('agrees with the shell’s router on every route of every brand', () => {
    for (const id of BRAND_IDS) {
      const brand = getBrand(id, 'varico');
      const base = id === 'careapp' ? '' : `/${brand.slug}`;
      const routes = [...brand.routes.map((route) => route.path), ...EVERY_BRAND_PATHS].map((path) => ({
        path,
      }));
      for (const { path } of routes) {
        const url = base + path.replace(/:[^/]+/g, 'x-1');
        // What react-router renders under the shell's basename: a table route, not the catch-all.
        expect([url, matchRoutes(routes, url, routerBasename(base)) !== null]).toEqual([url, true]);
        expect([url, known(url)]).toEqual([url, true]);
        expect([`${url}/zz-unknown`, known(`${url}/zz-unknown`)]).toEqual([
          `${url}/zz-unknown`,
          matchRoutes(routes, `${url}/zz-unknown`, routerBasename(base)) !== null,
        ]);
      }
    }
  });
});

describe('matchUrl (one match per request)', () => {
  it('answers the same config object and URL with the match it made', () => {
    const url = { hostname: 'localhost', pathname: '/stud/shop/brief' };
    const first = matchUrl(config, url);
    expect(first.route?.module).toBe('ProductPage');
    expect(matchUrl(config, { ...url })).toBe(first);
    expect(matchUrl(config, { ...url, pathname: '/stud/shop' })).not.toBe(first);
  });

  it('matches again for another config object, as a changed config is read per request', () => {
    const url = { hostname: 'stud.localhost', pathname: '/shop' };
    expect(matchUrl(config, url).found).toBe(true);
    expect(matchUrl({ ...config, brandHosts: {} }, url).found).toBe(false);
  });
});

describe('loginRedirectOf (signed-in pages asked for without a session, docs/adr/0192)', () => {
  const redirect = (pathname: string, search = '', cookies?: string, hostname = 'localhost') =>
    loginRedirectOf(config, { hostname, pathname, search }, cookies);

  it('sends a signed-in page to the brand’s login, the query kept and the page as next', () => {
    expect(redirect('/stud/profile', '?utm_source=mail&ref=a b')).toBe(
      '/stud/login?utm_source=mail&ref=a+b&next=%2Fprofile',
    );
    expect(redirect('/app/room-1')).toBe('/login?next=%2Fapp%2Froom-1');
    expect(redirect('/varicocele/order-history')).toBe('/varicocele/login?next=%2Forder-history');
    expect(redirect('/order-history', '', undefined, 'stud.localhost')).toBe('/login?next=%2Forder-history');
    expect(redirect('/ab_test/stud/profile')).toBe('/ab_test/stud/login?next=%2Fprofile');
    expect(redirect('/stud/admin/ab-content/stud-home-hero')).toBe(
      '/stud/login?next=%2Fadmin%2Fab-content%2Fstud-home-hero',
    );
    expect(redirect('/ops/remote-loads')).toBe('/login?next=%2Fops%2Fremote-loads');
  });

  it('is where the browser’s guard goes from the same page', () => {
    expect(redirect('/stud/profile', '?a=1')).toBe(
      `/stud${loginRedirect({ pathname: '/profile', search: '?a=1' })}`,
    );
  });

  it('leaves a request with the session cookie to the page and its guard', () => {
    expect(redirect('/stud/profile', '', 'vid=x; signed_in=1')).toBeNull();
    expect(redirect('/app', '', 'signed_in=1')).toBeNull();
    expect(redirect('/stud/profile', '', 'signed_in=0')).toBe('/stud/login?next=%2Fprofile');
  });

  it.each([
    '/stud/',
    '/stud/shop',
    '/stud/cart',
    '/stud/checkout',
    '/stud/login',
    '/stud/otp',
    '/nope',
    '/stud/profile/x',
  ])('leaves %s alone: public, a guest’s, /otp, or not a page', (path) => {
    expect(redirect(path)).toBeNull();
  });
});
