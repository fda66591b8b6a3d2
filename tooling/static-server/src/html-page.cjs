// The HTML a server answers with: the built index.html, with the runtime config inlined for the
// shell (no /config.json round trip before the first render) and preconnects to the origins the
// page will fetch from first, and the page's own head (page-heads.cjs) in place of the built title and
// description. Also lists the page's inline scripts for the CSP hashes.
const { originOf, scriptHash } = require('./security-headers.cjs');

/** The id the shell reads the inlined config from (host-shell load-runtime-config.ts). */
const CONFIG_SCRIPT_ID = 'runtime-config';

// Script elements without a src; group 1: the attributes, group 2: the text.
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** JSON that cannot end the script element it sits in, nor open a comment inside it. */
function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** CSP hashes of the inline scripts a browser would run (not JSON data blocks). */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!EXECUTABLE_TYPE.test(attributes)) hashes.push(scriptHash(text));
  }
  return hashes;
}

/** Every inline script a browser would run carries the response's CSP nonce (docs/adr/0140). */
function withScriptNonce(html, nonce) {
  return html.replace(INLINE_SCRIPT, (element, attributes, text) =>
    EXECUTABLE_TYPE.test(attributes) ? element : `<script${attributes} nonce="${nonce}">${text}</script>`,
  );
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const BUILT_TITLE = /<title>[\s\S]*?<\/title>/i;
const BUILT_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The template with a page's head where its built title was, and without the built description. */
function withPageHead(template, pageHead) {
  const page = template.replace(BUILT_DESCRIPTION, '');
  if (BUILT_TITLE.test(page)) return page.replace(BUILT_TITLE, () => pageHead);
  return page.replace(/<\/head>/i, () => `${pageHead}</head>`);
}

/**
 * @param {string} template the built index.html
 * @param {object | null} config the runtime config to inline, or null to inline nothing
 * @param {string | null} [pageHead] the page's own head (title, description, ...), already escaped
 * @returns {string} the page to send
 */
function renderHtmlPage(template, config, pageHead = null) {
  if (pageHead) template = withPageHead(template, pageHead);
  if (!config) return template;
  const origins = [
    ...new Set([...Object.values(config.remotes ?? {}), config.apiBaseUrl].map(originOf).filter(Boolean)),
  ];
  const head = [
    // Remote manifests and API calls are CORS fetches: warm that connection pool.
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`),
    `<script id="${CONFIG_SCRIPT_ID}" type="application/json">${jsonForScript(config)}</script>`,
  ].join('');
  // Early in <head>, so the preconnects start before any script is parsed.
  const at = template.search(/<meta\s+name=["']viewport/i);
  if (at === -1) return template.replace(/<\/head>/i, `${head}</head>`);
  return `${template.slice(0, at)}${head}${template.slice(at)}`;
}

module.exports = { CONFIG_SCRIPT_ID, inlineScriptHashes, jsonForScript, renderHtmlPage, withScriptNonce };
