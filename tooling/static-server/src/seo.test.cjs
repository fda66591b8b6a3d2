// /sitemap.xml and /robots.txt of the shell, rendered from the API's page lists. The API here is
// a small Fastify stand-in answering as GET /api/seo/sitemap/ does (api-server/test covers the
// real lists); the shell's server is the real one, driven through app.inject.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const Fastify = require('fastify');
const { createStaticServer } = require('./index.cjs');
const { escapeXml } = require('./seo.cjs');

const LISTS = {
  careapp: { slug: 'careapp', paths: ['/', '/contact', '/terms'], disallow: ['/login', '/profile'] },
  stud: { slug: 'stud', paths: ['/', '/shop', '/shop/stud-tee'], disallow: ['/cart', '/checkout'] },
  cele: { slug: 'varicocele', paths: ['/', '/shop/brief&co'], disallow: ['/cart'] },
  celeorg: { slug: 'varicoceleorg', paths: ['/', '/about'], disallow: ['/login'] },
};

let dir;
let api;
let apiAvailable = true;
let config;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-seo-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  api = Fastify();
  // Answers as the real route does for a product word: the slugs of the cele brands follow it.
  api.get('/api/seo/sitemap/', async (request, reply) => {
    if (!apiAvailable) return reply.code(500).send({});
    const { brand, product_word: word } = request.query;
    const list = LISTS[brand];
    return { brand, ...list, slug: word ? list.slug.replace('varico', word) : list.slug };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  config = {
    apiBaseUrl: `http://127.0.0.1:${api.server.address().port}`,
    brandHosts: { stud: 'stud.localhost' },
  };
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const shell = () =>
  createStaticServer({
    root: dir,
    spaFallback: true,
    runtimeConfig: () => config,
    seo: true,
    siteOrigin: 'http://localhost:3000',
  });

async function get(path, host) {
  const app = await shell();
  try {
    return await app.inject({ method: 'GET', url: path, headers: { host } });
  } finally {
    await app.close();
  }
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('lists careapp at the root of the default host and the brands without a host of their own under their slug', async () => {
    const response = await get('/sitemap.xml', 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(response.body)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/contact',
      'http://localhost:3000/terms',
      'http://localhost:3000/varicocele/',
      'http://localhost:3000/varicocele/shop/brief&amp;co',
      'http://localhost:3000/varicoceleorg/',
      'http://localhost:3000/varicoceleorg/about',
    ]);
  });

  it('lists the brand unprefixed, products included, on its own host', async () => {
    const response = await get('/sitemap.xml', 'stud.localhost:3000');
    expect(locs(response.body)).toEqual([
      'http://stud.localhost:3000/',
      'http://stud.localhost:3000/shop',
      'http://stud.localhost:3000/shop/stud-tee',
    ]);
  });

  it("spells the brands' slugs with the runtime config's product word", async () => {
    const before = config;
    config = { ...config, productWord: 'hydro' };
    try {
      expect(locs((await get('/sitemap.xml', 'localhost:3000')).body)).toEqual(
        expect.arrayContaining([
          'http://localhost:3000/hydrocele/',
          'http://localhost:3000/hydroceleorg/about',
        ]),
      );
    } finally {
      config = before;
    }
  });

  it('refuses a Host header that is no host name, and says so when the API cannot list pages', async () => {
    expect((await get('/sitemap.xml', 'evil"><x')).statusCode).toBe(400);
    apiAvailable = false;
    try {
      const response = await get('/sitemap.xml', 'localhost:3000');
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).not.toBe('public, max-age=300');
    } finally {
      apiAvailable = true;
    }
  });

  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});

describe('the origin in sitemap.xml and robots.txt', () => {
  it('is the configured one, never the Host header (the answers are cached)', async () => {
    for (const host of ['evil.example', 'localhost:6666', 'LOCALHOST:3000', 'stud.localhost.evil.example']) {
      const sitemap = await get('/sitemap.xml', host);
      expect(locs(sitemap.body).every((loc) => loc.startsWith('http://localhost:3000/'))).toBe(true);
      expect((await get('/robots.txt', host)).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    }
  });

  it("is a brand host's own, with the site's scheme and port, whatever port the Host names", async () => {
    const robots = await get('/robots.txt', 'stud.localhost:8080');
    expect(robots.body).toContain('Sitemap: http://stud.localhost:3000/sitemap.xml');
    expect(locs((await get('/sitemap.xml', 'STUD.localhost')).body)[0]).toBe('http://stud.localhost:3000/');
  });
});

describe('robots.txt', () => {
  it('allows all, disallows the private paths of the host and names its sitemap', async () => {
    const response = await get('/robots.txt', 'stud.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /cart\nDisallow: /checkout\n\nSitemap: http://stud.localhost:3000/sitemap.xml\n',
    );
  });

  it('disallows the prefixed brands private paths on the default host', async () => {
    const lines = (await get('/robots.txt', 'localhost:3000')).body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /login',
        'Disallow: /profile',
        'Disallow: /varicocele/cart',
        'Disallow: /varicoceleorg/login',
      ]),
    );
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
