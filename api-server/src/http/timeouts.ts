import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send a whole request, headers and body. Fastify turns Node's own
 * limit off by default, so a client trickling a body byte by byte held a connection (and its
 * buffer) for ever. Every request of this API is small JSON: 30 s is plenty on any real network.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Fastify's options that enforce the time-out. Node checks the open connections against it every
 * `connectionsCheckingInterval` (30 s by default, which would let a request run to twice the
 * limit), so the check runs at a quarter of the limit; the headers get no longer than the whole
 * request. A request cut this way is answered 408 `{ detail }` (framework-errors.ts).
 */
export function requestTimeoutOptions(timeoutMs: number = REQUEST_TIMEOUT_MS): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeoutMs,
    http: {
      headersTimeout: Math.min(timeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(Math.max(Math.floor(timeoutMs / 4), 10), 5_000),
    },
  };
}
