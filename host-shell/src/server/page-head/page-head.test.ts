import { BRAND_IDS, defaultRuntimeConfig, getBrand, type BrandId } from 'shared-contracts';
import { pageMeta as pageMetaOf } from 'shared-contracts/page-meta';
import { pageHead, type HeadData } from './page-head';
import { pageOfUrl, type PageHeadConfig } from './page-of-url';
import { jsonForScript, renderHead } from './render-head';
import { headTestProduct } from './test-product';

const config: PageHeadConfig = {
  brandHosts: { stud: 'stud.localhost' },
  productWord: 'varico',
  apiBaseUrl: 'http://api.localhost:8000/',
};
const SITE = 'http://localhost:3000';
const pageMeta = (brand: BrandId, pageKey: string, word: string) =>
  pageMetaOf(brand, pageKey, { brandName: getBrand(brand, word).name, productWord: word });

function headOf(pathname: string, data?: HeadData, hostname = 'localhost', cfg = config) {
  return pageHead({ page: pageOfUrl(cfg, { hostname, pathname }), config: cfg, siteOrigin: SITE, data });
}
const tag = (head: ReturnType<typeof headOf>, key: string) => head.meta.find((m) => m.key === key)?.content;
const ofType = (head: ReturnType<typeof headOf>, type: string) =>
  head.jsonLd.find((d) => d['@type'] === type);

/** The HTML of a head parsed back by the browser's own parser (jsdom here). */
function parsed(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
}

describe('pageHead', () => {
  it('titles and describes a content page as the content remote does', () => {
    const head = headOf('/varicocele/assess-pain');
    expect(head).toMatchObject(pageMeta('cele', 'assess-pain', 'varico'));
    expect(head.title).toBe('Pain assessment | Varicocele');
    expect(head.canonical).toBe('http://localhost:3000/varicocele/assess-pain');
    expect(tag(head, 'og:title')).toBe(head.title);
    expect(tag(head, 'og:description')).toBe(head.description);
    expect(tag(head, 'og:url')).toBe(head.canonical);
    expect(tag(head, 'twitter:card')).toBe('summary');
    expect(ofType(head, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Varicocele',
      url: 'http://localhost:3000/varicocele/',
    });
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Varicocele', item: 'http://localhost:3000/varicocele/' },
        { position: 2, name: 'Pain assessment', item: head.canonical },
      ],
    });
  });

  it('puts the canonical on the brand’s own host, whichever host and prefix were asked', () => {
    const asked: [string, string][] = [
      ['/stud/terms', 'localhost'],
      ['/ab_test/stud/TERMS', 'localhost'],
      ['/terms', 'stud.localhost'],
      ['/ab_test/terms', 'STUD.localhost'],
    ];
    for (const [pathname, hostname] of asked) {
      expect([pathname, headOf(pathname, undefined, hostname).canonical]).toEqual([
        pathname,
        'http://stud.localhost:3000/terms',
      ]);
    }
    expect(headOf('/').canonical).toBe('http://localhost:3000/');
    expect(headOf('/stud').canonical).toBe('http://stud.localhost:3000/');
  });

  it('gives a catalogue the brand’s name as its title, as the browser shows it', () => {
    const head = headOf('/varicocele/shop');
    expect(head.title).toBe('Varicocele');
    expect(head.description).toBe(`Shop – ${pageMeta('cele', 'shop', 'varico').description}`);
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({ itemListElement: [{}, { name: 'Shop' }] });
  });

  it('describes a product with its name, picture and a Product with offers', () => {
    const product = headTestProduct();
    const head = headOf('/stud/shop/prod-1', { product });
    expect(head.title).toBe('Classic Brief');
    expect(head.description).toBe('Soft, supportive and breathable.');
    // The shop links to the product's slug: one canonical whichever id was asked.
    expect(head.canonical).toBe('http://stud.localhost:3000/shop/classic-brief');
    expect(tag(head, 'og:type')).toBe('product');
    expect(tag(head, 'og:image')).toBe('http://api.localhost:8000/media/products/classic-brief.svg');
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    expect(ofType(head, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Brief',
      description: 'Soft, supportive and breathable.',
      sku: 'prod-1',
      image: ['http://api.localhost:8000/media/products/classic-brief.svg'],
      offers: {
        '@type': 'Offer',
        url: head.canonical,
        price: '24.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Stud' }, { name: 'Shop' }, { name: 'Classic Brief', item: head.canonical }],
    });
  });

  it('says a product without stock is out of stock', () => {
    const product = headTestProduct();
    const soldOut = headTestProduct({ variants: product.variants.map((v) => ({ ...v, quantity: 0 })) });
    expect(ofType(headOf('/stud/shop/prod-1', { product: soldOut }), 'Product')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives a product page the brand’s head when the product was not read in time', () => {
    const head = headOf('/stud/shop/prod-1', {});
    expect(head.title).toBe('Stud');
    expect(head.canonical).toBe('http://stud.localhost:3000/shop/prod-1');
    expect(ofType(head, 'Product')).toBeUndefined();
    expect(head.robots).toBeUndefined();
  });

  it('keeps a product the API does not know, and the not-found page, out of the index', () => {
    expect(headOf('/stud/shop/nope', { product: null })).toMatchObject({ title: 'Stud', robots: 'noindex' });
    const missing = headOf('/stud/no-such-page');
    expect(missing).toMatchObject({ title: 'Stud', robots: 'noindex', meta: [], jsonLd: [] });
    expect(missing.canonical).toBeUndefined();
  });

  it('gives personal and sign-in pages their title only: no preview, no JSON-LD', () => {
    for (const path of ['/stud/cart', '/stud/checkout', '/stud/login', '/stud/order-history', '/app']) {
      const head = headOf(path);
      expect([path, head.canonical, head.meta, head.jsonLd, head.robots]).toEqual([
        path,
        undefined,
        [],
        [],
        undefined,
      ]);
    }
    expect(headOf('/varicocele/data/reports').title).toBe('Your reports | Varicocele');
  });

  it('reads the product, with the product page’s own first read, on product pages only', () => {
    expect(pageOfUrl(config, { hostname: 'localhost', pathname: '/stud/shop/a%20b' }).reads).toEqual({
      product: { method: 'POST', path: '/api/ecom/products-detail/a%20b', body: {} },
    });
    expect(pageOfUrl(config, { hostname: 'localhost', pathname: '/stud/shop/a' }).reads).toEqual({});
    expect(pageOfUrl(config, { hostname: 'localhost', pathname: '/stud/terms' }).reads).toEqual({});
  });

  it('gives every public route of every brand a title, canonical, preview and JSON-LD', () => {
    const word = 'hydro';
    const cfg = { ...defaultRuntimeConfig({ productWord: word }), brandHosts: {} };
    for (const id of BRAND_IDS) {
      const brand = getBrand(id, word);
      const base = id === 'careapp' ? '' : `/${brand.slug}`;
      for (const route of brand.routes) {
        const head = headOf(base + route.path.replace(/:[^/]+/g, 'x-1'), {}, 'localhost', cfg);
        if (!head.canonical) continue;
        expect(head.canonical.startsWith(`${SITE}${base}/`)).toBe(true);
        expect(head.title).toBe(
          route.module === 'ProductPage' ? brand.name : pageMeta(id, route.pageKey, word).title,
        );
        expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'BreadcrumbList']);
      }
    }
  });
});

describe('renderHead', () => {
  const hostile = '</script><script>alert(1)</script>';

  it('cannot be closed or escaped by a product’s name', () => {
    const product = headTestProduct({ name: hostile, description: `"Quotes" & <b>ampersands</b> 'too'` });
    const html = renderHead(headOf('/stud/shop/prod-1', { product }));
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(3);
    const doc = parsed(html);
    // Nothing but the head's own elements: no script of the name's, no element of the description's.
    expect([...doc.querySelectorAll('script')].map((s) => s.type)).toEqual(
      Array(3).fill('application/ld+json'),
    );
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.title).toBe(hostile);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `"Quotes" & <b>ampersands</b> 'too'`,
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hostile);
    const data = [...doc.querySelectorAll('script')].map((s) => JSON.parse(s.textContent ?? '') as unknown);
    expect(data[2]).toMatchObject({ '@type': 'Product', name: hostile });
  });

  it('writes JSON that reads back the same, with no <, > or & left in it', () => {
    const value = { name: `${hostile} & <!-- \u2028 "q"` };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('marks the title as the server’s and says noindex where asked', () => {
    const doc = parsed(renderHead(headOf('/nope')));
    expect(doc.querySelector('title')?.hasAttribute('data-page-head')).toBe(true);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
