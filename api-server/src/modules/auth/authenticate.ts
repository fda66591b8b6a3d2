import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TokenClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified access token; set by `authenticate` on the routes that use it. */
    auth: TokenClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** A preHandler that answers 401 unless the request carries a valid access token. */
export function makeAuthenticate(tokens: TokenService): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) return deny(reply, 'Authentication credentials were not provided.');
    const token = BEARER.exec(header)?.[1];
    const claims = token ? tokens.verify(token, 'access') : null;
    if (!claims) return deny(reply, 'Access token is invalid or expired.');
    request.auth = claims;
  };
}

function deny(reply: FastifyReply, detail: string): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ detail });
}
