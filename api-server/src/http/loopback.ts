import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import type { ErrorResponse } from '../contracts';

/**
 * Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x written as IPv6. Only the
 * socket's address counts (never X-Forwarded-For or a proxy setting): a header is whatever the
 * client wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return address === '::1';
}

/** Whether a listen host keeps the server on this machine (`localhost` resolves to loopback). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || isLoopbackAddress(bare);
}

/**
 * An onRequest hook for development routes: they answer the machine itself, and 403 to anyone
 * else, even if the server was started on another address against advice.
 */
export function fromThisMachineOnly(detail: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLoopbackAddress(request.socket.remoteAddress)) return undefined;
    return reply.code(403).send({ detail } satisfies ErrorResponse);
  };
}
