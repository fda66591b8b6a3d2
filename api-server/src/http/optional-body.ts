import type { FastifyRequest } from 'fastify';

/**
 * Route hooks of a call whose body is optional (logout takes `{ refresh }`, or just the Bearer
 * token): a request with no body counts as `{}`, whether or not it says `application/json`.
 * Clients that set a JSON content type on every call send it on a bodiless POST too, which
 * Fastify's JSON parser would refuse as an empty body.
 */
export const optionalBody = {
  /** Before parsing: a content type over no body at all is dropped, so there is nothing to parse. */
  onRequest: (request: FastifyRequest, _reply: unknown, done: () => void): void => {
    const { headers } = request;
    const noBody = headers['transfer-encoding'] === undefined && Number(headers['content-length'] ?? 0) === 0;
    if (noBody) delete headers['content-type'];
    done();
  },
  /** Before validation: no body is an empty one. */
  preValidation: (request: FastifyRequest, _reply: unknown, done: () => void): void => {
    request.body ??= {};
    done();
  },
};
