import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorResponse } from '../contracts';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * The largest request body taken (Fastify's own default, stated so it is a decision): far above
 * any JSON this API accepts, small enough that a client cannot make it buffer much. Larger
 * bodies answer 413 through the error handler.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// Errors Fastify raises before a route is found; their own messages quote the raw URL back.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: check its percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long.',
};

/**
 * Fastify's `frameworkErrors` option: errors of routing (a bad percent-encoding, an over-long
 * parameter) bypass the error handler and would answer Fastify's own body, without `detail`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs for these requests, so the request id header is set here.
  void reply.header(REQUEST_ID_HEADER, request.id);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed in the framework');
    void reply.code(500).send({ detail: 'Internal server error.' } satisfies ErrorResponse);
    return;
  }
  const detail = FRAMEWORK_MESSAGES[error.code] ?? error.message;
  request.log.info({ code: error.code, statusCode: status, detail }, 'client error');
  void reply.code(status).send({ detail } satisfies ErrorResponse);
}

/**
 * Fastify's `clientErrorHandler` option: requests so broken that Node's HTTP parser gives up (not
 * HTTP at all, headers too large, too slow to arrive) never reach Fastify, and the default handler
 * answers a body without `detail`. This one writes the same statuses with `{ detail }`.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = describeClientError(error.code);
  // Mostly network noise or a misconfigured proxy, so it stays out of the normal log.
  this.log.debug({ err: error, statusCode: status }, 'client connection error');
  if (socket.writable) {
    const body = JSON.stringify({ detail } satisfies ErrorResponse);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function describeClientError(code: string): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  return [400, 'The request is not valid HTTP.'];
}

/**
 * Requests that still arrive while the server closes (on a kept-alive connection) answer 503
 * `{ detail }`. Fastify's own answer to them (its `return503OnClosing`, which buildApp turns off)
 * has no `detail`. Returns whether the app is closing, for the app's onRequest hook to ask first.
 */
export function trackClosing(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return () => closing;
}

/** The 503 `{ detail }` of a request that arrived while the server closes (see {@link trackClosing}). */
export function answerWhileClosing(reply: FastifyReply): void {
  void reply
    .code(503)
    .header('connection', 'close')
    .send({ detail: 'The server is shutting down; try again in a moment.' } satisfies ErrorResponse);
}
