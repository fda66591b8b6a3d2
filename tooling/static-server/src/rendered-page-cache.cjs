// A short-lived cache of server-rendered public pages (docs/adr/0140, issue 24 item 6), kept per
// brand host, URL and render key: the renderer's key names the remote page, its container's build
// and the answers of its reads, in which the visitor's A/B variants are, so visitors with
// different variants never share an entry. An entry holds the page with a placeholder where each
// response puts its own CSP nonce; the visitor's `vid` Set-Cookie is never in it. Entries live
// SERVER_RENDER_CACHE_MS (default 5 s) from when they were rendered. A changed answer (a block, a
// product), a remote's new build or a changed page around the render changes the key at once; the
// lifetime bounds what the key cannot see (a page showing the time).
const { randomBytes } = require('node:crypto');
const { LRUCache } = require('lru-cache');

/** How long a rendered page is served again (ms). Short: content and builds change under it. */
const DEFAULT_TTL_MS = 5_000;
/** At most this many bytes of pages (a page is some 100-200 KB; an attacker's query strings only evict). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The cache's lifetime from the environment: SERVER_RENDER_CACHE_MS, a whole number of
 * milliseconds (0 turns the cache off); anything else is refused at start.
 */
function renderCacheTtlOf(env = process.env) {
  const raw = env.SERVER_RENDER_CACHE_MS;
  if (raw === undefined || raw === '') return DEFAULT_TTL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(`SERVER_RENDER_CACHE_MS=${raw}: expected whole milliseconds from 0 to 60000`);
  return ms;
}

/**
 * @param {{ ttlMs?: number, maxBytes?: number, now?: () => number }} [options] `now`: tests' clock
 * @returns {null | {
 *   placeholder: string,
 *   keyOf: (url: object, pageTag: string, renderKey: string) => string,
 *   get: (key: string) => ({ parts: string[], hashes: string[] } | undefined),
 *   set: (key: string, html: string, hashes: string[]) => void,
 *   withNonce: (entry: { parts: string[] }, nonce: string) => string,
 *   size: number,
 * }} null when the lifetime is 0 (off)
 */
function createRenderedPageCache({ ttlMs = DEFAULT_TTL_MS, maxBytes = DEFAULT_MAX_BYTES, now } = {}) {
  if (ttlMs <= 0) return null;
  // Random per process and made of base64url characters only: React and the HTML keep it as it is,
  // and no page content (an editor's block, a product name) can hold it and so receive the nonce.
  const placeholder = `nonce-slot-${randomBytes(18).toString('base64url')}`;
  const entries = new LRUCache({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    // Reading an entry does not make it live longer: every page is at most ttlMs old.
    updateAgeOnGet: false,
    allowStale: false,
    // Its own clock reading per check, not one kept for a millisecond (tests move the clock).
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  const clock = now ?? (() => performance.now());
  // lru-cache drops an expired page only when it is asked for or pushed out by size, so pages of
  // URLs nobody asks again (every page of an old build after a redeploy) would stay up to
  // maxBytes. Each set sweeps them once a lifetime has passed: what is held stays what was rendered
  // in about the last two lifetimes (docs/adr/0180), without a timer per page.
  let sweptAt = clock();
  return {
    placeholder,
    /**
     * The entry's key: the host (the brand), scheme and port (the page's links), the path and query
     * as asked, the page the static server built around the render (template, inlined config and
     * head: `pageTag`, its ETag) and the renderer's key.
     */
    keyOf: (url, pageTag, renderKey) =>
      JSON.stringify([
        url.protocol,
        url.hostname,
        url.port,
        url.pathname,
        url.search ?? '',
        pageTag,
        renderKey,
      ]),
    get: (key) => entries.get(key),
    set(key, html, hashes) {
      if (clock() - sweptAt >= ttlMs) {
        entries.purgeStale();
        sweptAt = clock();
      }
      entries.set(key, { parts: html.split(placeholder), hashes, size: html.length });
    },
    withNonce: (entry, nonce) => entry.parts.join(nonce),
    /** Pages held, expired ones included until the next sweep. */
    get size() {
      return entries.size;
    },
  };
}

module.exports = { createRenderedPageCache, renderCacheTtlOf, DEFAULT_TTL_MS };
