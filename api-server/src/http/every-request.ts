import type { FastifyInstance } from 'fastify';
import { answerWhileClosing, trackClosing } from './framework-errors';
import { REQUEST_ID_HEADER } from './request-id';
import {
  API_SECURITY_HEADERS,
  installNoStoreWithAuthorization,
  strictTransportSecurity,
} from './security-headers';

/**
 * What every request goes through first, in one onRequest hook rather than one per concern (each
 * hook is a step of Fastify's hook runner on every request, and three of them showed in the bench's
 * profile of a cached read): the answer gets the request id; a request that arrives while the
 * server closes is answered 503; every other answer gets the security headers. Registered before
 * any route or plugin, so the answers of plugins that answer early (CORS preflights, rate limits)
 * have them too; a route may still set one of them its own way.
 */
export function installEveryRequestHook(app: FastifyInstance): void {
  const closing = trackClosing(app);
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
    done();
  });
  installNoStoreWithAuthorization(app);
}
