import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '../contracts';
import { isDatabaseUnavailable } from '../db/unavailable';

/** What a 503 for a database restart asks the client to wait; the pool reconnects meanwhile. */
const DATABASE_RETRY_AFTER_SECONDS = 1;

type FieldError = NonNullable<ErrorResponse['errors']>[number];
type ValidationIssue = NonNullable<FastifyError['validation']>[number];

// Fastify's own wording is written for developers; these are the ones a client can act on.
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content-type is application/json.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content-type: send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** Every error answer is JSON `{ detail }`; input errors are 4xx with a clear message, never 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const errors = error.validation.map((issue) =>
        describeIssue(error.validationContext ?? 'request', issue),
      );
      const first = errors[0];
      const detail = first
        ? `Invalid ${first.location}: ${first.field ? `${first.field} ` : ''}${first.message}.`
        : 'Invalid request.';
      request.log.info({ errors }, 'request rejected by validation');
      return reply.code(400).send({ detail, errors } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = CLIENT_MESSAGES[error.code] ?? error.message;
      // The caller's mistake, not ours: no stack trace, and not at error level.
      request.log.info({ code: error.code, statusCode: status, detail }, 'client error');
      return reply.code(status).send({ detail } satisfies ErrorResponse);
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or fail-over: the client may simply ask again (ADR 0170).
      request.log.warn({ err: error }, 'database unavailable; answered 503');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          detail: 'The service is briefly unavailable; try again in a moment.',
        } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal server error.' } satisfies ErrorResponse);
  });

  // The path is not echoed back: an answer that repeats what the caller sent is a reflection
  // vector, and the caller knows what it asked for.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ detail: 'Not found.' } satisfies ErrorResponse),
  );
}

function describeIssue(location: string, issue: ValidationIssue): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  const child = (name: unknown) => [path, String(name)].filter(Boolean).join('.');
  if (issue.keyword === 'required')
    return { location, field: child(issue.params.missingProperty), message: 'is required' };
  if (issue.keyword === 'additionalProperties') {
    return { location, field: child(issue.params.additionalProperty), message: 'is not allowed' };
  }
  // A short list of allowed values is the most useful answer a client can get (a grade, a state).
  const allowed: unknown = issue.keyword === 'enum' ? issue.params.allowedValues : undefined;
  if (Array.isArray(allowed) && allowed.length <= 12) {
    return { location, field: path, message: `must be one of ${allowed.map(String).join(', ')}` };
  }
  return { location, field: path, message: issue.message ?? 'is invalid' };
}
