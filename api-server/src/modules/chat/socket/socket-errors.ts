import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * The chat socket's error handler (@fastify/websocket's default terminates the socket). A frame
 * over the size limit or a malformed one is a client's error: ws has already started the close
 * with the standard's code (1009 "message too big", 1002, 1007) and reads on until the client
 * answers. Terminating now would drop the connection while the client is still sending, which
 * resets it: the client never reads the close frame and reports 1006. Only a socket that is not
 * closing yet (a network failure) is terminated.
 */
export function closeGracefully(error: Error, socket: WebSocket, request: FastifyRequest): void {
  request.log.info({ err: error }, 'chat: socket error');
  if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
  socket.terminate();
}
