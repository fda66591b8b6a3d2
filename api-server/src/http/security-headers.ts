import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Helmet's headers, tuned for an API that answers JSON (and the A/B block scripts): nothing in an
 * answer may load anything or be framed (`default-src 'none'`, `frame-ancestors 'none'`,
 * X-Frame-Options DENY), no Referer leaves with links in it, and nothing is sniffed.
 * Cross-Origin-Resource-Policy is `cross-origin`: the brands' pages live on other sites than the
 * API and load its block scripts with `<script src>`; since sessions ride in the Authorization
 * header and never in cookies, a page of another site that loads an answer gets only what any
 * visitor gets.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer to a request that proved who it is may hold that person's data: no cache, shared
    // or private, may keep it.
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
