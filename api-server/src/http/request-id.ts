import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const HEADER = 'x-request-id';
// A caller's id is kept only when it cannot inject anything into logs or headers.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id that ties one request's log lines together: the caller's (a proxy's) or a new one. */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

export const REQUEST_ID_HEADER = HEADER;
