import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionService } from './session.service';
import type { TokenClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified access token; set by `authenticate` on the routes that use it. */
    auth: TokenClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The claims of the request's access token when it is valid and its session is live (not logged
 * out, not revoked by a password change, not past its absolute end); otherwise null.
 */
export async function readAccessToken(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionService,
): Promise<TokenClaims | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? await tokens.verify(token, 'access') : null;
  if (!claims || !(await sessions.isLive(claims))) return null;
  return claims;
}

/** A preHandler that answers 401 unless the request carries a valid access token of a live session. */
export function makeAuthenticate(tokens: TokenService, sessions: SessionService): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    if (!request.headers.authorization) return deny(reply, 'Authentication credentials were not provided.');
    const claims = await readAccessToken(request, tokens, sessions);
    if (!claims) return deny(reply, 'Access token is invalid or expired.');
    request.auth = claims;
  };
}

function deny(reply: FastifyReply, detail: string): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ detail });
}
