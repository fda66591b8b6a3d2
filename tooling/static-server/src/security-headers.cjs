// Security headers of every HTML response (the shell's page and the remotes' standalone pages).
// The Content-Security-Policy is built from the runtime config: the origins it names (API,
// WebSocket, remotes) are the only ones scripts may come from or talk to.
const { createHash } = require('node:crypto');
const { EXTRA_SOURCES, GOOGLE_SIGN_IN_SOURCES, PAYMENT_SOURCES } = require('./allowed-sources.cjs');

/** The origin of an absolute URL ('http://127.0.0.1:3001'), or null for a relative or bad one. */
function originOf(url) {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** 'sha256-...' of an inline script's text, as CSP compares it. */
function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * @param {object} config the runtime config (shared-contracts RuntimeConfig)
 * @param {object} [options]
 * @param {string[]} [options.inlineScriptHashes] hashes of the page's inline scripts
 * @param {string} [options.nonce] the response's nonce (a server-rendered page, docs/adr/0140)
 * @param {typeof EXTRA_SOURCES} [options.extraSources] defaults to allowed-sources.cjs
 * @returns {string} the Content-Security-Policy header value
 */
function contentSecurityPolicy(
  config = {},
  { inlineScriptHashes = [], nonce = null, extraSources = EXTRA_SOURCES } = {},
) {
  const remoteOrigins = Object.values(config.remotes ?? {}).map(originOf);
  const apiOrigin = originOf(config.apiBaseUrl);
  const wsOrigin = originOf(config.wsBaseUrl);
  // A/B content block scripts are script files the API serves under this path (docs/adr/0030):
  // only that path of the API may give scripts, not the whole API origin.
  const blockScripts = apiOrigin
    ? `${String(config.apiBaseUrl).replace(/\/+$/, '')}/api/ab_test/script/`
    : null;
  const google = config.googleClientId ? GOOGLE_SIGN_IN_SOURCES : null;
  // The real payment SDKs of the providers the config turns on (the sandboxes need none).
  const payments = config.payments ?? {};
  const providers = [
    payments.stripePublishableKey ? PAYMENT_SOURCES.stripe : null,
    payments.paypalClientId ? PAYMENT_SOURCES.paypal : null,
    payments.googlePay ? PAYMENT_SOURCES.googlePay : null,
  ].filter(Boolean);
  // The consult page's scheduling provider, when the config names one: its embed script's origin
  // and the origin of the booking page it frames, and nothing else of the provider's.
  const scheduler = config.scheduler
    ? { script: [originOf(config.scheduler.scriptUrl)], frame: [originOf(config.scheduler.bookingUrl)] }
    : null;
  const sources = (kind) => [
    ...(extraSources[kind] ?? []),
    ...(google?.[kind] ?? []),
    ...providers.flatMap((provider) => provider[kind] ?? []),
    ...(scheduler?.[kind] ?? []),
  ];

  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...remoteOrigins,
      blockScripts,
      ...inlineScriptHashes,
      nonce ? `'nonce-${nonce}'` : null,
      ...sources('script'),
    ]),
    // Components style themselves through style-loader's <style> tags and inline style attributes.
    'style-src': unique(["'self'", "'unsafe-inline'", ...sources('style')]),
    'connect-src': unique(["'self'", apiOrigin, wsOrigin, ...remoteOrigins, ...sources('connect')]),
    'img-src': unique(["'self'", 'data:', 'blob:', apiOrigin, ...remoteOrigins, ...sources('img')]),
    'font-src': unique(["'self'", 'data:', ...remoteOrigins, ...sources('font')]),
    'frame-src': unique(sources('frame')).length ? unique(sources('frame')) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every header an HTML response carries. Cross-Origin-Opener-Policy keeps Google's sign-in popup
 * able to answer its opener (same-origin would cut it off).
 */
function htmlSecurityHeaders(config, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

module.exports = { contentSecurityPolicy, htmlSecurityHeaders, originOf, scriptHash };
