import type { FastifyCorsOptions } from '@fastify/cors';

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
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Request-Id',
      'X-Visitor-Id',
      'X-Assessment-Keys',
      'If-None-Match',
    ],
    exposedHeaders: ['X-Request-Id', 'ETag'],
    // Sessions travel as Bearer tokens, never cookies, so credentials stay off.
    credentials: false,
    maxAge: 600,
  };
}
