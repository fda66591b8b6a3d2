import type { FastifyCorsOptions } from '@fastify/cors';
import { CHECKOUT_SECRET_HEADER } from '../contracts';

/** `*` alone allows any origin; inside an entry it stands for one or more host labels. */
export function originMatcher(patterns: string[]): (origin: string) => boolean {
  if (patterns.includes('*')) return () => true;
  const exact = new Set(patterns.filter((pattern) => !pattern.includes('*')));
  const wildcards = patterns
    .filter((pattern) => pattern.includes('*'))
    .map(
      (pattern) =>
        new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`, 'i'),
    );
  return (origin) => exact.has(origin) || wildcards.some((wildcard) => wildcard.test(origin));
}

export function corsOptions(patterns: string[]): FastifyCorsOptions {
  const allowed = originMatcher(patterns);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The checkout secret travels in its own header (cart/checkout-access.ts).
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Request-Id',
      'X-Visitor-Id',
      'If-None-Match',
      CHECKOUT_SECRET_HEADER,
    ],
    exposedHeaders: ['X-Request-Id', 'ETag'],
    // Sessions travel as Bearer tokens, never cookies, so credentials stay off.
    credentials: false,
    maxAge: 600,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
