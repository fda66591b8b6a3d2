import { answerOf, describeOnEachDatabase } from './support/test-app';

const SITEMAP = '/api/seo/sitemap/';

// What a search engine must never be sent to: sign-in pages, carts, checkouts, account pages.
const PRIVATE =
  /^\/(login|register|otp|reset-password|cart|checkout|profile|change-password|order-history|complete-profile|manage-communications)(\/|-|$)/;

interface SitemapAnswer {
  brand: string;
  slug: string;
  paths: string[];
  disallow: string[];
}

describeOnEachDatabase('The sitemap list', (server) => {
  async function list(brand: string): Promise<SitemapAnswer> {
    const response = await server.get(`${SITEMAP}?brand=${brand}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return response.json();
  }

  async function productSlugs(brand: string): Promise<string[]> {
    const cards: { link: string }[] = (
      await server.post(`/api/ecom/products-list?brand=${brand}`, {})
    ).json();
    return cards.map((card) => card.link.replace(/^\//, ''));
  }

  it('lists careapp public pages and none of its guarded or sign-in pages', async () => {
    const careapp = await list('careapp');
    expect(careapp.slug).toBe('careapp');
    expect(careapp.paths).toEqual(expect.arrayContaining(['/', '/contact', '/terms']));
    expect(careapp.paths.filter((path) => PRIVATE.test(path) || path.includes(':'))).toEqual([]);
    expect(careapp.disallow).toEqual(expect.arrayContaining(['/login', '/profile']));
  });

  it.each(['stud', 'cele'])(
    'lists every product of %s by its slug beside its public pages',
    async (brand) => {
      const answer = await list(brand);
      const products = answer.paths.filter(
        (path) => /^\/shop\/[a-z0-9-]+$/.test(path) && !/^\/shop\/(a|b|treatment)$/.test(path),
      );
      expect(answer.paths).toEqual(expect.arrayContaining(['/', '/shop', '/contact', '/terms']));
      expect(answer.paths.filter((path) => PRIVATE.test(path) || path.includes(':'))).toEqual([]);
      expect(answer.disallow).toEqual(
        expect.arrayContaining(['/cart', '/checkout', '/login', '/order-history']),
      );
      expect(products.length).toBeGreaterThan(0);
      expect(products.sort()).toEqual((await productSlugs(brand)).map((slug) => `/shop/${slug}`).sort());
    },
  );

  it('spells slugs and routes with the product word the shell sends (its runtime config)', async () => {
    const cele = (await server.get(`${SITEMAP}?brand=cele&product_word=hydro`)).json<SitemapAnswer>();
    expect(cele.slug).toBe('hydrocele');
    expect(cele.paths).toContain('/assess-hydrocele');
    expect(cele.paths).not.toContain('/assess-varicocele');
    expect((await list('cele')).paths).toContain('/assess-varicocele');
    const celeorg = (await server.get(`${SITEMAP}?brand=celeorg&product_word=hydro`)).json<SitemapAnswer>();
    expect(celeorg.slug).toBe('hydroceleorg');
  });

  it('answers 400 to a product word that is no word', async () => {
    const response = await server.get(`${SITEMAP}?brand=cele&product_word=${encodeURIComponent('../x')}`);
    expect(response.statusCode).toBe(400);
  });

  it('lists no products for varicoceleorg, which has no shop', async () => {
    const celeorg = await list('celeorg');
    expect(celeorg.slug).toBe('varicoceleorg');
    expect(celeorg.paths.filter((path) => path.startsWith('/shop/'))).toEqual([]);
  });

  it('refuses an unknown or missing brand with a 400', async () => {
    expect(answerOf(await server.get(`${SITEMAP}?brand=nobody`)).status).toBe(400);
    expect(answerOf(await server.get(SITEMAP)).status).toBe(400);
  });
});
