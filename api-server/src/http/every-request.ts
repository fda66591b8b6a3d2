import type { FastifyInstance } from 'fastify';
import { corsHandler } from './cors';
import { answerWhileClosing, trackClosing } from './framework-errors';
import { REQUEST_ID_HEADER } from './request-id';
import {
  API_SECURITY_HEADERS,
  installNoStoreWithAuthorization,
  strictTransportSecurity,
} from './security-headers';

/**
 * What every request goes through first, in one onRequest hook rather than one per concern (each
 * hook is a step of Fastify's hook runner on every request, and four of them showed in the bench's
 * profile of a cached read): the answer gets the request id; a request that arrives while the
 * server closes is answered 503; every other answer gets the security headers and the CORS
 * headers of its origin, and a preflight is answered here. Registered before any route or plugin,
 * so the answers of plugins that answer early (rate limits) have them too; a route may still set
 * one of them its own way. An OPTIONS request that is not an allowed preflight finds no route: 404.
 */
export function installEveryRequestHook(app: FastifyInstance, corsOrigins: string[]): void {
  const closing = trackClosing(app);
  const cors = corsHandler(corsOrigins);
  // Callback style: an async hook costs a promise on every request. A hook that answers does not
  // call done, which ends the request there.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (closing()) {
      answerWhileClosing(reply);
      return;
    }
    void reply.headers(API_SECURITY_HEADERS);
    const hsts = strictTransportSecurity(request);
    if (hsts !== null) void reply.header('strict-transport-security', hsts);
    if (!cors(request, reply)) done();
  });
  installNoStoreWithAuthorization(app);
}
