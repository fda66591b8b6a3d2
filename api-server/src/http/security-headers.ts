import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's headers, tuned for an API that answers JSON (and the A/B block scripts): nothing in an
 * answer may load anything or be framed (`default-src 'none'`, `frame-ancestors 'none'`,
 * X-Frame-Options DENY), and nothing is sniffed.
 *
 * Helmet's defaults that act only on a document a browser renders are left to
 * {@link DOCUMENT_HEADERS}, as OWASP's REST security cheat sheet advises (every JSON client parses
 * each header line of each answer, for nothing): opener isolation, agent clusters, DNS
 * prefetching, IE's download prompt and XSS filter, Flash/PDF policy files, and the Referrer-Policy
 * (a JSON answer has no links to follow; fetches made by a page use the page's policy).
 * Cross-Origin-Resource-Policy `cross-origin` goes only on what other sites embed without CORS:
 * the block scripts (`<script src>` from the brands' pages) and the product pictures set it
 * themselves. A JSON answer is read through CORS, which a page with COEP accepts without CORP,
 * and a no-cors read of it is opaque (and blocked by ORB), so there the header changed nothing.
 * Strict-Transport-Security: see {@link strictTransportSecurity}.
 */
const DOCUMENT_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
} satisfies HelmetOptions;

const API_OPTIONS = {
  ...DOCUMENT_OPTIONS,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** Helmet's default HSTS: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Strict-Transport-Security header of an answer to `request`, or null. RFC 6797 §7.2: a host
 * must not send it over plain HTTP (and §8.1: a browser ignores it there), so it goes only on an
 * answer the browser gets over TLS: the request came on a TLS socket, or through a proxy that
 * ended TLS and says so in X-Forwarded-Proto. That header is not otherwise trusted (no
 * trustProxy), and need not be: a client that fakes it over plain HTTP gets a header its browser
 * ignores. A TLS proxy that does not send X-Forwarded-Proto must add HSTS itself.
 */
export function strictTransportSecurity(request: FastifyRequest): string | null {
  const forwarded = request.headers['x-forwarded-proto'];
  const viaTls =
    request.protocol === 'https' ||
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https');
  return viaTls ? HSTS : null;
}

/**
 * The headers helmet sets with these options, collected once. They depend on nothing in the
 * request (no CSP nonces, no directive functions), and running helmet per request (as
 * @fastify/helmet does, building its middleware anew each time) was a fifth of the CPU of a cached
 * catalogue read in the bench's profile.
 */
export function securityHeaders(options: HelmetOptions = API_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet throws on bad options itself (since 8.1); `next` only says it is done.
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What helmet's defaults add for a document: the API's own HTML pages (a chat video's page) send
 * these beside the headers every answer has.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = documentOnlyHeaders();

function documentOnlyHeaders(): Record<string, string> {
  const everyAnswer = securityHeaders();
  return Object.fromEntries(
    Object.entries(securityHeaders(DOCUMENT_OPTIONS)).filter(([name]) => !(name in everyAnswer)),
  );
}

/** The security headers of every answer, set by the app's onRequest hook (every-request.ts). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/** An answer to a request that proved who it is may hold that person's data: no cache, shared or private, may keep it. */
export function installNoStoreWithAuthorization(app: FastifyInstance): void {
  // Callback style: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * An onSend hook that marks every answer `Cache-Control: no-store`. Added in a plugin scope, it
 * covers all that scope's routes: app.ts puts every auth route plugin (answers with tokens) in one.
 */
export function noStoreHook(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  void reply.header('cache-control', 'no-store');
  done(null, payload);
}
