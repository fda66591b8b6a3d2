// The security headers the API's answers carry (src/http/security-headers.ts), as the tests expect them.

/** On every answer, JSON or not (Strict-Transport-Security too, over TLS only). */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Helmet's defaults that act only on a rendered document (or on what other sites embed without
 * CORS): the API's HTML pages send them, JSON does not.
 */
export const DOCUMENT_ONLY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
