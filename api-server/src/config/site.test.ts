import { configFromEnv } from '.';

describe('site links from the environment', () => {
  it('links mail to the local site by default, and to SITE_URL, BRAND_HOSTS and PRODUCT_WORD when set', () => {
    expect(configFromEnv({}).api.site).toEqual({
      url: 'http://localhost:3000',
      brandHosts: {
        stud: 'stud.localhost',
        cele: 'varicocele.localhost',
        celeorg: 'varicoceleorg.localhost',
      },
      productWord: 'varico',
    });
    expect(configFromEnv({ PRODUCT_WORD: 'acme' }).api.site?.brandHosts.cele).toBe('acmecele.localhost');
    expect(
      configFromEnv({
        SITE_URL: 'https://www.example',
        BRAND_HOSTS: 'stud=stud.example, cele=acmecele.example',
        PRODUCT_WORD: 'acme',
      }).api.site,
    ).toEqual({
      url: 'https://www.example',
      brandHosts: { stud: 'stud.example', cele: 'acmecele.example' },
      productWord: 'acme',
    });
  });

  it('takes the A/B Edit link base from AB_EDIT_URL_BASE: a path or an http(s) URL ending with a slash', () => {
    expect(configFromEnv({}).api.abEditUrlBase).toBeUndefined();
    expect(configFromEnv({ AB_EDIT_URL_BASE: 'https://cms.example.com/ab/' }).api.abEditUrlBase).toBe(
      'https://cms.example.com/ab/',
    );
    expect(configFromEnv({ AB_EDIT_URL_BASE: '/editor/' }).api.abEditUrlBase).toBe('/editor/');
    for (const bad of ['javascript:alert(1)/', '//evil.example/', 'https://cms.example.com/ab', 'editor/'])
      expect(() => configFromEnv({ AB_EDIT_URL_BASE: bad })).toThrow('AB_EDIT_URL_BASE must be');
  });

  it.each([
    [{ SITE_URL: 'http://localhost:3000/stud' }, 'SITE_URL must be an http(s) origin'],
    [{ BRAND_HOSTS: 'shop=shop.example' }, 'BRAND_HOSTS entries are <brand>=<hostname>'],
  ])('fails at start on a bad value: %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
