// /sitemap.xml and /robots.txt of the shell. Which brand a host serves follows the shell
// (shared-contracts resolveBrand): a brand's own host (runtime config brandHosts) serves that brand
// unprefixed; any other host serves careapp at / and the brands without a host of their own under
// their slug. The route tables are TypeScript, so the API lists each brand's public pages
// (GET /api/seo/sitemap/?brand=<id>, products included) and this file only renders them.

const SITEMAP_LIST_PATH = '/api/seo/sitemap/';
const PREFIXED_BRANDS = ['stud', 'cele', 'celeorg'];
const SEO_CACHE_CONTROL = 'public, max-age=300';
// A Host header is the visitor's to write: only a plain host name and port reach a URL we print.
const HOST_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;
const API_TIMEOUT_MS = 5000;

/** Text safe inside an XML element. */
function escapeXml(text) {
  return String(text).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );
}

/** The brands a host serves: its own brand, or careapp plus the brands with no host of their own. */
function brandsOfHost(hostname, brandHosts = {}) {
  const host = hostname.toLowerCase();
  const own = Object.entries(brandHosts).find(([, name]) => String(name).toLowerCase() === host);
  if (own) return [{ brand: own[0], prefixed: false }];
  const elsewhere = new Set(Object.keys(brandHosts));
  return [
    { brand: 'careapp', prefixed: false },
    ...PREFIXED_BRANDS.filter((id) => !elsewhere.has(id)).map((brand) => ({ brand, prefixed: true })),
  ];
}

async function fetchBrandList(apiBaseUrl, brand, productWord) {
  const url = new URL(SITEMAP_LIST_PATH, apiBaseUrl);
  url.searchParams.set('brand', brand);
  // Slugs (/varicocele) and routes (/assess-varicocele) are spelled with the deployment's word,
  // which lives in the runtime config, not in the API's.
  if (typeof productWord === 'string' && productWord.trim())
    url.searchParams.set('product_word', productWord.trim());
  const response = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = await response.json();
  const paths = (list) =>
    Array.isArray(list) ? list.filter((p) => typeof p === 'string' && p.startsWith('/')) : [];
  return { slug: String(body.slug ?? ''), paths: paths(body.paths), disallow: paths(body.disallow) };
}

/** Absolute URLs of the host's public pages, and the paths crawlers should leave alone. */
async function hostPages(hostname, config) {
  const sections = await Promise.all(
    brandsOfHost(hostname, config.brandHosts).map(async ({ brand, prefixed }) => {
      const list = await fetchBrandList(config.apiBaseUrl, brand, config.productWord);
      const base = prefixed ? `/${encodeURIComponent(list.slug)}` : '';
      // A prefixed home with its trailing slash ('/stud/'), the one form the shell links to.
      const under = (path) => `${base}${path}`;
      return { pages: list.paths.map(under), disallow: list.disallow.map(under) };
    }),
  );
  return {
    pages: [...new Set(sections.flatMap((s) => s.pages))],
    disallow: [...new Set(sections.flatMap((s) => s.disallow))],
  };
}

function renderSitemap(origin, pages) {
  const urls = pages.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function renderRobots(origin, disallow) {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The origin printed for a host: a brand's own host (runtime config brandHosts) with the scheme and
 * port of the site, any other host the site's origin itself. Never the Host header as sent: these
 * answers are cached, and a crafted Host would otherwise be served to every later visitor.
 * @param {string} hostname the request's host name, lowercased, without its port
 * @param {string} siteOrigin where the shell is served on its default host (`http://localhost:3000`)
 * @param {Record<string, string>} [brandHosts]
 */
function originForHost(hostname, siteOrigin, brandHosts = {}) {
  const site = new URL(siteOrigin);
  const own = Object.values(brandHosts).find((name) => String(name).toLowerCase() === hostname);
  if (!own) return site.origin;
  site.hostname = String(own).toLowerCase();
  return site.origin;
}

/**
 * Registers GET /sitemap.xml and /robots.txt on a Fastify app.
 * @param {import('fastify').FastifyInstance} app
 * @param {() => { apiBaseUrl: string, brandHosts?: Record<string, string>, productWord?: string }} runtimeConfig
 * @param {() => string} siteOrigin the shell's origin on its default host (SITE_URL)
 */
function registerSeoRoutes(app, runtimeConfig, siteOrigin) {
  function answer(render, type) {
    return async (request, reply) => {
      const host = request.headers.host ?? '';
      if (!HOST_PATTERN.test(host))
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Host\n');
      const hostname = host.replace(/:\d+$/, '').toLowerCase();
      const config = runtimeConfig();
      const origin = originForHost(hostname, siteOrigin(), config.brandHosts);
      let pages;
      try {
        pages = await hostPages(hostname, config);
      } catch (error) {
        request.log.warn({ err: error }, 'the API did not list the public pages');
        // 503, not an empty list: crawlers retry later instead of dropping every page.
        return reply
          .code(503)
          .header('Retry-After', '60')
          .type('text/plain; charset=utf-8')
          .send('Unavailable\n');
      }
      return reply.header('Cache-Control', SEO_CACHE_CONTROL).type(type).send(render(origin, pages));
    };
  }
  app.get(
    '/sitemap.xml',
    answer((origin, { pages }) => renderSitemap(origin, pages), 'application/xml; charset=utf-8'),
  );
  app.get(
    '/robots.txt',
    answer((origin, { disallow }) => renderRobots(origin, disallow), 'text/plain; charset=utf-8'),
  );
}

module.exports = { registerSeoRoutes, brandsOfHost, originForHost, escapeXml, renderSitemap, renderRobots };
