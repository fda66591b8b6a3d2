import type { FastifyRequest } from 'fastify';

/**
 * Query strings can carry credentials (older chat clients sent the access token as `?key=`, mail
 * links carry one-time hashes), and logs outlive them: every value is replaced, the names stay so
 * a log still tells which parameters a request had.
 */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Fastify's request log line, with the query values redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactQuery(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
