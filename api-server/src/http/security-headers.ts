import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's headers, tuned for an API that answers JSON (and the A/B block scripts): nothing in an
 * answer may load anything or be framed (`default-src 'none'`, `frame-ancestors 'none'`,
 * X-Frame-Options DENY), no Referer leaves with links in it, and nothing is sniffed.
 * Cross-Origin-Resource-Policy is `cross-origin`: the brands' pages live on other sites than the
 * API and load its block scripts with `<script src>`; since sessions ride in the Authorization
 * header and never in cookies, a page of another site that loads an answer gets only what any
 * visitor gets.
 *
 * Helmet's defaults that act only on a document a browser renders (opener isolation, agent
 * clusters, DNS prefetching, IE's download prompt and XSS filter, Flash/PDF policy files) are
 * left to {@link DOCUMENT_HEADERS}, as OWASP's REST security cheat sheet advises: on each JSON
 * answer they were six headers of bytes that every client parses for nothing.
 */
const DOCUMENT_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies HelmetOptions;

const API_OPTIONS = {
  ...DOCUMENT_OPTIONS,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

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
