import type { FastifyCorsOptions } from '@fastify/cors';
import { CHECKOUT_SECRET_HEADER } from '../contracts';

/**
 * Exact origins only (the config refuses patterns): a wildcard such as `*.localhost` trusts every
 * page any of its hosts may serve. Browsers send origins lowercased.
 */
export function originMatcher(origins: string[]): (origin: string) => boolean {
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()));
  return (origin) => allowed.has(origin);
}

export function corsOptions(patterns: string[]): FastifyCorsOptions {
  const allowed = originMatcher(patterns);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The checkout secret (cart/checkout-access.ts) and the anonymous assessment keys travel in
    // headers of their own.
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Request-Id',
      'X-Visitor-Id',
      'If-None-Match',
      CHECKOUT_SECRET_HEADER,
      'X-Assessment-Keys',
    ],
    exposedHeaders: ['X-Request-Id', 'ETag'],
    // Sessions travel as Bearer tokens, never cookies, so credentials stay off.
    credentials: false,
    maxAge: 600,
  };
}
