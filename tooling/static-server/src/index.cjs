// Serves one built app folder on Fastify with @fastify/static: files as built (with the .br and
// .gz siblings the build wrote, so nothing is compressed per request), the cache rules of
// cache-rules.cjs, CORS for remotes, the single-page fallback, and the HTML with the runtime
// config inlined and the security headers of security-headers.cjs.
const { readFile, stat } = require('node:fs/promises');
const { extname, join, resolve } = require('node:path');
const { brotliCompressSync, gzipSync, constants: zlib } = require('node:zlib');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { Negotiator } = require('@fastify/accept-negotiator');
const { cacheControlFor, NO_CACHE } = require('./cache-rules.cjs');
const { inlineScriptHashes, renderHtmlPage, withScriptNonce } = require('./html-page.cjs');
const { htmlSecurityHeaders } = require('./security-headers.cjs');
const { registerFaultControl } = require('./fault-board.cjs');
const { remoteFaultHook, rewriteFaultUrl } = require('./remote-faults.cjs');
const { registerSeoRoutes } = require('./seo.cjs');
const { isServerOnly, knownRoutesOf, loginRedirectsOf } = require('./known-routes.cjs');
const { pageHeadsOf } = require('./page-heads.cjs');
const { createNonce, serverRendererOf, withServerRender } = require('./server-render.cjs');
const { createRenderedPageCache, DEFAULT_TTL_MS } = require('./rendered-page-cache.cjs');

/**
 * Brotli quality of server-rendered pages, compressed per response (each has its own nonce). The
 * stud home (48 KB): quality 2 takes 0.46 ms for 15.4 KB, quality 4 1.05 ms for 14.4 KB; at
 * hundreds of pages a second the millisecond counts more than the kilobyte.
 */
const RENDERED_BROTLI_QUALITY = 2;

/** Server-rendered HTML (sendRendered): no shared cache, the browser revalidates every time. */
const RENDERED_CACHE_CONTROL = 'private, no-cache';

/** Rendered pages kept with their compressed forms: one per distinct head, the oldest dropped first. */
const RENDERED_PAGES_KEPT = 200;

/** index.html is looked at on disk at most this often (ms): a rebuild shows within it. */
const TEMPLATE_CHECK_MS = 1_000;

/**
 * Reads index.html again only when it changed on disk (a rebuild while serving), and keeps the
 * pages last rendered with their compressed forms, so an unchanged page costs no compression.
 * The file is looked at once a second, not per request (a stat per page was 0.3 ms of the
 * server's time under load).
 */
function createHtmlCache(file) {
  let template = null;
  let checked = { at: -Infinity, info: null };
  /** @type {Map<string, object>} */
  const rendered = new Map();
  return async function page(config, inlineConfig, pageHead = null) {
    if (Date.now() - checked.at >= TEMPLATE_CHECK_MS)
      checked = { at: Date.now(), info: await stat(file).catch(() => null) };
    const { info } = checked;
    if (!info?.isFile()) return null;
    if (!template || template.mtimeMs !== info.mtimeMs || template.size !== info.size) {
      template = { mtimeMs: info.mtimeMs, size: info.size, text: await readFile(file, 'utf8') };
      rendered.clear();
    }
    const html = renderHtmlPage(template.text, inlineConfig ? config : null, pageHead);
    let entry = rendered.get(html);
    if (!entry) {
      const body = Buffer.from(html);
      entry = {
        html,
        body,
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(body, { level: 6 }),
        etag: `W/"${require('node:crypto').createHash('sha1').update(body).digest('base64url')}"`,
        hashes: inlineScriptHashes(html),
      };
      if (rendered.size >= RENDERED_PAGES_KEPT) rendered.delete(rendered.keys().next().value);
      rendered.set(html, entry);
    }
    return entry;
  };
}

// Brotli first, then gzip: the pre-compressed copies the builds write beside each file.
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to send for an Accept-Encoding header, or null for the plain file. */
function pickEncoding(acceptEncoding) {
  return acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
}

/**
 * Builds the Fastify app without listening (tests use `app.inject`).
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spaFallback] answer GET/HEAD of extension-less paths that are no file with index.html
 * @param {boolean} [options.cors] send Access-Control-Allow-Origin: * (remotes: the shell fetches their manifest)
 * @param {Record<string, () => string | Buffer | object>} [options.routes] generated bodies by exact path,
 *   e.g. { '/config.json': () => config }; objects are sent as JSON, produced on every request
 * @param {() => object} [options.runtimeConfig] the deployment's runtime config, read per HTML
 *   response: its origins make the Content-Security-Policy
 * @param {boolean} [options.inlineConfig] put the runtime config into the HTML (the shell)
 * @param {boolean} [options.knownRoutes] answer a path that is no page of the shell with the same
 *   HTML and a 404 status, using the matcher the shell's build writes into its dist (known-routes.cjs)
 * @param {boolean} [options.pageHeads] give each page of the shell its own head (title, description,
 *   canonical, link-preview tags, JSON-LD) from the module the shell's build writes into its dist
 *   (page-heads.cjs, docs/adr/0130), reading what a page needs from the API within a short budget
 * @param {{ budgetMs?: number, fetchImpl?: typeof fetch }} [options.pageHeadReads] tests: the budget
 *   and the fetch of those reads
 * @param {boolean} [options.serverRender] render the shell's public pages on the server with the
 *   route's remote page (server-render.cjs, docs/adr/0140); the browser hydrates them
 * @param {{ capMs?: number }} [options.serverRenderOptions] tests: the cap of one render
 * @param {{ ttlMs?: number, now?: () => number }} [options.serverRenderCache] how long a server-rendered
 *   public page is served again to visitors with the same variants (rendered-page-cache.cjs; default
 *   5 s, `ttlMs: 0` turns it off); `now`: tests' clock
 * @param {() => Record<string, { name: string, ms?: number }>} [options.serverFaults] the server-side
 *   faults switched for everyone, by remote (the board's `serverFaults`); they act on the server
 *   render only while the runtime config has `faultInjection: true` (server-render.cjs)
 * @param {boolean} [options.seo] answer /sitemap.xml and /robots.txt for the host's brands from the
 *   API's page lists (the shell; see seo.cjs)
 * @param {string} [options.siteOrigin] the shell's origin on its default host, printed in those
 *   (brand hosts get its scheme and port); default `http://<defaultHost>` and the port listened on
 * @param {boolean} [options.sourceMaps] serve `*.map` files (default: no; they show the sources, and
 *   a stale one outlives the build it belonged to). SOURCE_MAPS=1 turns them on for serve-all.
 * @param {{ serverWide?: () => ({ name: string, ms?: number } | null) }} [options.faults] a remote's
 *   fault injection (remote-faults.cjs): a tab's /__mf-fault/<mode>/ URLs and the mode switched for
 *   everyone; active only while the runtime config has `faultInjection: true`
 * @param {Omit<Parameters<typeof registerFaultControl>[1], 'enabled'>} [options.faultControl] the
 *   shell's /__mf-fault route that switches faults for everyone (fault-board.cjs)
 */
async function createStaticServer({
  root,
  spaFallback = false,
  cors = false,
  routes = {},
  runtimeConfig = () => ({}),
  inlineConfig = false,
  knownRoutes = false,
  pageHeads = false,
  pageHeadReads,
  serverRender = false,
  serverRenderOptions,
  serverRenderCache = { ttlMs: DEFAULT_TTL_MS },
  serverFaults,
  seo = false,
  siteOrigin,
  sourceMaps = false,
  faults,
  faultControl,
}) {
  const rootDir = resolve(root);
  const htmlPage = createHtmlCache(join(rootDir, 'index.html'));
  const isKnownRoute = knownRoutes ? knownRoutesOf(rootDir) : () => true;
  const loginRedirectOf = knownRoutes ? loginRedirectsOf(rootDir) : () => null;
  const headOf = pageHeads ? pageHeadsOf(rootDir, pageHeadReads) : async () => null;
  const renderOf = serverRender
    ? serverRendererOf(rootDir, { ...serverRenderOptions, ...(serverFaults ? { serverFaults } : {}) })
    : Object.assign(async () => null, { warmUp: async () => null });
  const renderCache = serverRender ? createRenderedPageCache(serverRenderCache) : null;
  // Faults switched for everyone act on the servers a render reads from (docs/recovery-testing.md):
  // while one is on, pages are neither served from the render cache nor kept in it.
  const faultsSwitched = (config) =>
    config.faultInjection === true && Object.keys(faultControl?.board.list() ?? {}).length > 0;
  const defaultOrigin = () => `http://${runtimeConfig().defaultHost ?? 'localhost'}`;
  const siteOriginNow = () => siteOrigin ?? defaultOrigin();
  const faultsEnabled = () => Boolean(faults) && runtimeConfig().faultInjection === true;
  const app = Fastify({
    logger: false,
    return503OnClosing: false,
    ...(faults ? { rewriteUrl: rewriteFaultUrl(faultsEnabled) } : {}),
  });

  // On what the server serves, not on its plain-text errors: a cross-origin 404 for a script with
  // nosniff is blocked by the browser (ORB) before the page can see its status.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400) reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (cors) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
  });

  if (faults) {
    app.addHook(
      'onRequest',
      remoteFaultHook({ enabled: faultsEnabled, root: rootDir, serverWide: faults.serverWide }),
    );
  }

  app.options('*', async (request, reply) => {
    reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    return reply.code(204).send();
  });

  for (const [path, produce] of Object.entries(routes)) {
    app.get(path, async (_request, reply) => {
      const produced = produce();
      const body =
        typeof produced === 'string' || Buffer.isBuffer(produced)
          ? produced
          : `${JSON.stringify(produced, null, 2)}\n`;
      const type =
        extname(path) === '.json' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
      return reply.header('Cache-Control', cacheControlFor(path)).type(type).send(body);
    });
  }

  if (seo) registerSeoRoutes(app, runtimeConfig, siteOriginNow);
  if (faultControl) {
    registerFaultControl(app, { ...faultControl, enabled: () => runtimeConfig().faultInjection === true });
  }

  async function sendHtml(request, reply) {
    const config = runtimeConfig();
    const pathname = request.url.split('?')[0];
    const url = { hostname: request.hostname, pathname };
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // A signed-in page asked for by a browser that holds no session (its cookie, docs/adr/0192):
    // the login the browser's guard would go to, without the page's frame first, and before the
    // page's head and HTML are made for a response that will not carry them.
    const login = loginRedirectOf(config, { ...url, search }, request.headers.cookie);
    if (login) {
      return reply
        .code(302)
        .headers({ Location: login, 'Cache-Control': 'private, no-cache', Vary: 'Cookie' })
        .send();
    }
    // The brand and page come from the Host and path as the shell's router reads them; the origins
    // the head prints come from the configuration (siteOrigin, brandHosts), never from the Host.
    const page = await htmlPage(config, inlineConfig, await headOf(config, url, siteOriginNow()));
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    // An unknown path gets the same page (the shell shows the brand's not-found screen) with a 404;
    // the shell's server renders that screen too (docs/adr/0140), so it is in the first HTML.
    const found = isKnownRoute(config, url);
    if (request.method === 'GET') {
      const nonce = createNonce();
      const origin = {
        hostname: request.hostname,
        port: String(request.port ?? ''),
        protocol: `${request.protocol}:`,
      };
      const cache = renderCache && !faultsSwitched(config) ? renderCache : null;
      const pageUrl = { ...origin, pathname, search };
      let kept;
      const reuse = cache
        ? (renderKey) => {
            kept = cache.get(cache.keyOf(pageUrl, page.etag, renderKey));
            return kept !== undefined;
          }
        : undefined;
      // With the cache, the render and the page carry a placeholder where this response's nonce goes.
      const slot = cache ? cache.placeholder : nonce;
      const rendered = await renderOf(
        config,
        { ...url, search },
        origin,
        slot,
        request.headers.cookie,
        reuse,
      );
      // A first visit: the visitor id its A/B variants were chosen for (docs/adr/0140). Never kept.
      if (rendered?.setCookie) reply.header('Set-Cookie', rendered.setCookie);
      if (rendered?.reused && kept)
        return sendRendered(
          request,
          reply.code(found ? 200 : 404),
          config,
          { html: cache.withNonce(kept, nonce), hashes: kept.hashes, nonce },
          'hit',
        );
      if (rendered && !rendered.reused) {
        const html = withServerRender(withScriptNonce(page.html, slot), rendered);
        // The hashes are of the scripts' text, which the nonce attribute does not change.
        const hashes = inlineScriptHashes(html);
        if (cache && rendered.renderKey)
          cache.set(cache.keyOf(pageUrl, page.etag, rendered.renderKey), html, hashes);
        const sent = cache ? html.split(slot).join(nonce) : html;
        const state = cache ? 'miss' : renderCache ? 'bypass' : 'off';
        return sendRendered(
          request,
          reply.code(found ? 200 : 404),
          config,
          { html: sent, hashes, nonce },
          state,
        );
      }
    }
    reply.headers({
      ...htmlSecurityHeaders(config, { inlineScriptHashes: page.hashes }),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_CACHE,
      Vary: 'Accept-Encoding',
    });
    if (!found) reply.code(404);
    else {
      reply.header('ETag', page.etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag))
        return reply.code(304).send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.body);
  }

  /**
   * A server-rendered page: its own nonce, and the visitor's own variants (chosen by the `vid`
   * cookie, or for a first visit by the id set with it). No shared cache may keep it (`private`),
   * and the browser asks again each time (`no-cache`, no ETag: the nonce changes per response);
   * `Vary: Cookie` says the page depends on the cookie. `X-Render-Cache` tells whether it came
   * from the server's render cache (hit), was rendered (miss), was rendered past the cache while a
   * fault is switched on (bypass), or the cache is off (off).
   * Compressed quickly per response: the nonce makes every body different.
   */
  function sendRendered(request, reply, config, { html, hashes, nonce }, cacheState) {
    reply.headers({
      ...htmlSecurityHeaders(config, { inlineScriptHashes: hashes, nonce }),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': RENDERED_CACHE_CONTROL,
      Vary: 'Accept-Encoding, Cookie',
      'X-Render-Cache': cacheState,
    });
    const body = Buffer.from(html);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    reply.header('Content-Encoding', encoding);
    return reply.send(
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: RENDERED_BROTLI_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 6 }),
    );
  }

  // The HTML is rendered per response (config and headers), never sent as a plain file. With
  // knownRoutes, /index.html is the shell's not-found page (no route has that path), with its 404.
  app.get('/', sendHtml);
  app.get('/index.html', sendHtml);

  // Source maps give the sources away, and one left in dist by an earlier build outlives the code
  // it maps: not served unless the setting asks (the bench reads its maps from disk).
  if (!sourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isSourceMap(request.url)) return undefined;
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    });
  }

  await app.register(fastifyStatic, {
    root: rootDir,
    // .br / .gz siblings written at build time, chosen by Accept-Encoding (adds Vary).
    preCompressed: true,
    index: false,
    // Our own rules instead of the plugin's max-age.
    cacheControl: false,
    // Called with the reply; for a pre-compressed answer the file is the .br or .gz sibling.
    setHeaders: (reply, file) =>
      reply.header('Cache-Control', cacheControlFor(file.replace(/\.(br|gz)$/, ''))),
    // Requests for the compressed siblings themselves, dot files and folders get nothing special.
    wildcard: true,
    // The shell's route matcher is for this server, not for browsers.
    ...(knownRoutes ? { allowedPath: (pathname) => !isServerOnly(pathname) } : {}),
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD, OPTIONS')
        .type('text/plain; charset=utf-8')
        .send('Method Not Allowed\n');
    }
    const pathname = request.url.split('?')[0];
    // Client-side routes (no file extension) get the app's page; missing files stay 404.
    if (spaFallback && (pathname.endsWith('/') || extname(pathname) === '')) return sendHtml(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
  });

  // What the server renders, loaded before the first visitor asks (server-render.cjs): called by
  // whoever started the servers, once the remotes' own servers listen too. Null without a renderer.
  // After the first warm-up it goes on in the background, so a redeployed remote is loaded by the
  // renderer rather than by a visitor (docs/adr/0182); it stops with the server.
  let stopKeepingWarm = null;
  app.decorate('warmUp', async () => {
    const result = await renderOf.warmUp(runtimeConfig());
    if (serverRender && !stopKeepingWarm) stopKeepingWarm = renderOf.keepWarm(runtimeConfig);
    return result;
  });
  app.addHook('onClose', async () => stopKeepingWarm?.());
  return app;
}

/** Whether a request asks for a source map (`.map`, or its pre-compressed sibling), encoded or not. */
function isSourceMap(url) {
  const pathname = url.split('?')[0];
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: the static handler answers it; the raw text is checked here.
  }
  return /\.map(\.(br|gz))?$/i.test(decoded);
}

/**
 * Serves a built app folder and resolves once it listens.
 * @param {Parameters<typeof createStaticServer>[0] & { port: number, host?: string }} options
 * @returns {Promise<{ url: string, warmUp: () => Promise<{ loaded: string[], missing: string[] } | null>,
 *   close: () => Promise<void> }>}
 */
async function startStaticServer({ port, host = '127.0.0.1', ...options }) {
  const defaultHost = options.runtimeConfig?.().defaultHost ?? 'localhost';
  const app = await createStaticServer({ siteOrigin: `http://${defaultHost}:${port}`, ...options });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error.code === 'EADDRINUSE'
      ? new Error(`port ${port} on ${host} is already in use (another server still running?)`)
      : error;
  }
  return {
    url: `http://${host}:${port}/`,
    warmUp: () => app.warmUp(),
    // Keep-alive sockets would hold close() open until they time out.
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

module.exports = { createStaticServer, startStaticServer, cacheControlFor, pickEncoding };
