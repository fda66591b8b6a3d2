// Each page of the shell gets its own head in its first HTML (docs/adr/0130). The head module is
// the shell's (host-shell/src/server/page-head); here it is served from its sources, as the shell's
// build would write it into dist/server/page-head.cjs, and the API is a stand-in fetch.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { createStaticServer } = require('./index.cjs');

const HEAD_SOURCES = resolve(__dirname, '../../../host-shell/src/server/page-head/index.ts');
const MATCHER_SOURCES = resolve(__dirname, '../../../host-shell/src/server/known-routes.ts');
const { getBrand, BRAND_IDS } = require('../../../shared-contracts/src/index.ts');
const { isPublicRoute } = require(HEAD_SOURCES);

const config = {
  apiBaseUrl: 'http://api.localhost:8000',
  remotes: {},
  productWord: 'varico',
  defaultHost: 'localhost',
  brandHosts: { stud: 'stud.localhost' },
};
const SITE = 'http://localhost:3000';
const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  `<meta name="description" content="Men's health: underwear, treatments, consults and a health chat." />`,
  '<title>Loading…</title>',
  '<script>window.preload = 1;</script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const HOSTILE = '</script><script>alert(1)</script>';

function product(overrides = {}) {
  return {
    id: 'prod-1',
    slug: 'classic-brief',
    name: 'Classic Brief',
    description: 'Soft & "supportive".',
    minium_variant_price: 24,
    minimum_variant_before_discount_price: 24,
    discount_percentage: 0,
    attributes: {},
    variants: [{ id: 'v', quantity: 2, pricing: { price: { net: { amount: 24, currency: 'USD' } } } }],
    content_identifiers: [],
    media: [{ url: '/media/classic-brief.svg' }],
    reviews: [],
    ...overrides,
  };
}

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-heads-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, 'server'));
  writeFileSync(
    join(dir, 'server', 'page-head.cjs'),
    `module.exports = require(${JSON.stringify(HEAD_SOURCES)});\n`,
  );
  writeFileSync(
    join(dir, 'server', 'known-routes.cjs'),
    `module.exports = require(${JSON.stringify(MATCHER_SOURCES)});\n`,
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in API: products by id or slug; `answer` overrides what one path gets. */
function fakeApi(products = [product()], answer = {}) {
  const calls = [];
  const fetchImpl = async (url, init) => {
    calls.push({ url, method: init.method, body: init.body });
    const path = new URL(url).pathname;
    if (answer[path]) return answer[path]();
    const id = decodeURIComponent(path.replace('/api/ecom/products-detail/', ''));
    const found = products.find((p) => p.id === id || p.slug === id);
    return found ? Response.json(found) : Response.json({ detail: 'Not found.' }, { status: 404 });
  };
  return { fetchImpl, calls };
}

const shell = (api = fakeApi(), extra = {}) =>
  createStaticServer({
    root: dir,
    spaFallback: true,
    inlineConfig: true,
    knownRoutes: true,
    pageHeads: true,
    pageHeadReads: { fetchImpl: api.fetchImpl, budgetMs: 1000 },
    siteOrigin: SITE,
    runtimeConfig: () => config,
    ...extra,
  });

const get = (app, url, host = 'localhost:3000') => app.inject({ method: 'GET', url, headers: { host } });

const unescape = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads from the head: title, metas by name or property, canonical, JSON-LD. */
function headOf(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = {};
  for (const [, attribute, key, content] of head.matchAll(
    /<meta (name|property)="([^"]+)" content="([^"]*)"/g,
  )) {
    (meta[key] ??= []).push(unescape(content));
    void attribute;
  }
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => unescape(m[1])),
    meta,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => unescape(m[1])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    ),
    scripts: [...head.matchAll(/<script\b/g)].length,
  };
}

describe('the head of each public page', () => {
  it.each(BRAND_IDS)(
    '%s: every public route has its title, description, canonical, preview and JSON-LD',
    async (id) => {
      const app = await shell();
      const brand = getBrand(id, 'varico');
      const base = id === 'careapp' || id === 'stud' ? '' : `/${brand.slug}`;
      const host = id === 'stud' ? 'stud.localhost:3000' : 'localhost:3000';
      const origin = id === 'stud' ? 'http://stud.localhost:3000' : SITE;
      const publicRoutes = brand.routes.filter(isPublicRoute);
      expect(publicRoutes.length).toBeGreaterThan(0);
      for (const route of publicRoutes) {
        const path = base + route.path.replace(':productId', 'prod-1');
        const response = await get(app, path, host);
        const head = headOf(response.body);
        const isProduct = route.module === 'ProductPage';
        const canonicalPath = isProduct ? route.path.replace(':productId', 'classic-brief') : route.path;
        const canonical = `${origin}${base}${canonicalPath}`;
        expect([path, response.statusCode]).toEqual([path, 200]);
        expect([path, head.titles.length, head.meta.description?.length]).toEqual([path, 1, 1]);
        expect(head.meta.description[0]).not.toMatch(/^Men's health/);
        expect([path, head.canonical]).toEqual([path, [canonical]]);
        expect(head.meta['og:title']).toEqual(head.titles);
        expect(head.meta['og:description']).toEqual(head.meta.description);
        expect(head.meta['og:url']).toEqual([canonical]);
        expect(head.meta['og:site_name']).toEqual([brand.name]);
        expect(head.meta['twitter:title']).toEqual(head.titles);
        expect(head.meta['twitter:card']).toEqual([isProduct ? 'summary_large_image' : 'summary']);
        const types = head.jsonLd.map((data) => data['@type']);
        expect([path, types]).toEqual([
          path,
          isProduct ? ['Organization', 'BreadcrumbList', 'Product'] : ['Organization', 'BreadcrumbList'],
        ]);
        expect(head.jsonLd[0]).toMatchObject({ name: brand.name, url: `${origin}${base}/` });
        expect(head.jsonLd[1].itemListElement.at(-1).item).toBe(canonical);
      }
      await app.close();
    },
  );

  it('gives a product page the product’s title, picture and a Product with offers', async () => {
    const api = fakeApi();
    const app = await shell(api);
    const head = headOf((await get(app, '/varicocele/shop/prod-1')).body);
    expect(head.titles).toEqual(['Classic Brief']);
    expect(head.meta.description).toEqual(['Soft & "supportive".']);
    expect(head.meta['og:type']).toEqual(['product']);
    expect(head.meta['og:image']).toEqual(['http://api.localhost:8000/media/classic-brief.svg']);
    expect(head.jsonLd[2]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Brief',
      description: 'Soft & "supportive".',
      sku: 'prod-1',
      image: ['http://api.localhost:8000/media/classic-brief.svg'],
      offers: {
        '@type': 'Offer',
        url: 'http://localhost:3000/varicocele/shop/classic-brief',
        price: '24.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    // The product page's own first read: same method, path and body.
    expect(api.calls).toEqual([
      { url: 'http://api.localhost:8000/api/ecom/products-detail/prod-1', method: 'POST', body: '{}' },
    ]);
    await app.close();
  });

  it('cannot be broken out of by a product named like a script, or with quotes and ampersands', async () => {
    const named = product({ name: HOSTILE, description: `Tom's "best" <b>brief</b> & co` });
    const app = await shell(fakeApi([named]));
    const response = await get(app, '/stud/shop/prod-1');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<b>brief');
    const head = headOf(response.body);
    // The built inline script, three JSON-LD blocks, the runtime config: no script of the name's.
    expect(head.scripts).toBe(5);
    expect(head.titles).toEqual([HOSTILE]);
    expect(head.meta['og:title']).toEqual([HOSTILE]);
    expect(head.meta.description).toEqual([`Tom's "best" <b>brief</b> & co`]);
    expect(head.jsonLd[2]).toMatchObject({ name: HOSTILE, description: `Tom's "best" <b>brief</b> & co` });
    await app.close();
  });

  it('hashes the same inline scripts for the CSP: JSON-LD is data, not a script to allow', async () => {
    const app = await shell();
    const product = await get(app, '/stud/shop/prod-1');
    const terms = await get(app, '/stud/terms');
    expect(product.headers['content-security-policy']).toBe(terms.headers['content-security-policy']);
    const withoutHeads = await createStaticServer({
      root: dir,
      inlineConfig: true,
      runtimeConfig: () => config,
    });
    const plain = await get(withoutHeads, '/');
    expect(product.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(plain.body).toContain('<title>Loading…</title>');
    await Promise.all([app.close(), withoutHeads.close()]);
  });
});

describe('when the API does not help', () => {
  it('serves the brand’s head when the product is not read within the budget', async () => {
    const api = fakeApi([], { '/api/ecom/products-detail/slow': () => new Promise(() => {}) });
    const app = await shell(api, { pageHeadReads: { fetchImpl: api.fetchImpl, budgetMs: 20 } });
    const response = await get(app, '/stud/shop/slow');
    const head = headOf(response.body);
    expect(response.statusCode).toBe(200);
    expect(head.titles).toEqual(['Stud']);
    expect(head.canonical).toEqual(['http://stud.localhost:3000/shop/slow']);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    await app.close();
  });

  it('serves the brand’s head when the API fails or answers nonsense, never a 500', async () => {
    const api = fakeApi([], {
      '/api/ecom/products-detail/down': () => Promise.reject(new TypeError('fetch failed')),
      '/api/ecom/products-detail/broken': () => Promise.resolve(new Response('oops', { status: 502 })),
      '/api/ecom/products-detail/odd': () => Promise.resolve(Response.json({ name: 'no variants' })),
    });
    const app = await shell(api);
    for (const id of ['down', 'broken', 'odd']) {
      const response = await get(app, `/stud/shop/${id}`);
      expect([id, response.statusCode, headOf(response.body).titles]).toEqual([id, 200, ['Stud']]);
    }
    await app.close();
  });

  it('keeps a product the API does not know out of the index', async () => {
    const app = await shell();
    const head = headOf((await get(app, '/stud/shop/no-such-product')).body);
    expect(head.titles).toEqual(['Stud']);
    expect(head.meta.robots).toEqual(['noindex']);
    expect(head.jsonLd).toEqual([]);
    await app.close();
  });

  it('asks the API once for a product shown twice in a row', async () => {
    const api = fakeApi();
    const app = await shell(api);
    await get(app, '/stud/shop/prod-1');
    await get(app, '/stud/shop/prod-1');
    expect(api.calls).toHaveLength(1);
    await app.close();
  });
});

describe('other pages', () => {
  it('an unknown path answers 404 with a noindex head', async () => {
    const app = await shell();
    const response = await get(app, '/stud/no-such-page');
    const head = headOf(response.body);
    expect(response.statusCode).toBe(404);
    expect(head.meta.robots).toEqual(['noindex']);
    expect(head.titles).toEqual(['Stud']);
    expect(head.canonical).toEqual([]);
    await app.close();
  });

  it('a personal page gets its title only: no preview, no JSON-LD', async () => {
    const app = await shell();
    const head = headOf((await get(app, '/stud/cart')).body);
    expect(head.titles).toEqual(['Stud']);
    expect(head.meta['og:title']).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    await app.close();
  });

  it('prints the configured origins, whatever the Host header says', async () => {
    const app = await shell();
    const head = headOf((await get(app, '/stud/terms', 'evil.example:3000')).body);
    expect(head.canonical).toEqual(['http://stud.localhost:3000/terms']);
    expect(head.jsonLd[0].url).toBe('http://stud.localhost:3000/');
    await app.close();
  });

  it('keeps the built head when the shell’s build wrote no head module', async () => {
    rmSync(join(dir, 'server'), { recursive: true });
    const app = await shell();
    const response = await get(app, '/stud/terms');
    expect(response.body).toContain('<title>Loading…</title>');
    expect(response.body).toContain(`content="Men's health`);
    await app.close();
  });
});
