import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Helmet's headers, tuned for an API that only ever answers JSON: nothing in an answer may load,
 * run or be framed (`default-src 'none'`, `frame-ancestors 'none'`, X-Frame-Options DENY), and no
 * Referer leaves with links in it. Cross-Origin-Resource-Policy stays `same-origin`: the front end
 * reads the API with CORS requests, which that header does not block, while other sites' <img> or
 * <script> tags cannot pull answers into their pages.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer to a request that proved who it is may hold that person's data: no cache, shared
    // or private, may keep it.
    if (request.headers.authorization !== undefined) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * An onSend hook that marks every answer `Cache-Control: no-store`. Added in a plugin, it covers
 * all that plugin's routes: the auth routes, whose answers carry tokens.
 */
export async function noStoreHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  void reply.header('cache-control', 'no-store');
  return payload;
}
