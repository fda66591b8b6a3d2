import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { CHAT_CLOSE_CODES, type ChatSocketServerMessage } from 'shared-contracts';
import type { WebSocketLike } from '../../../app/chat-deps';

export type { WebSocketLike };

/** WebSocket.OPEN, spelled out so tests need no browser global. */
export const SOCKET_OPEN = 1;

/** What a socket reports, as one stream the saga takes from. */
export type SocketEvent =
  | { kind: 'open' }
  | { kind: 'message'; message: ChatSocketServerMessage }
  | { kind: 'error' }
  | { kind: 'close'; code: number; reason: string };

/** Reads a frame; null for anything that is not a JSON object with a `type` (it is ignored). */
export function parseServerFrame(data: unknown): ChatSocketServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { type?: unknown }).type === 'string'
    ) {
      return parsed as ChatSocketServerMessage;
    }
  } catch {
    // Not JSON: nothing the chat can show.
  }
  return null;
}

/**
 * The socket's events as a redux-saga event channel. Closing the channel (the saga's `finally`,
 * also when a newer connection cancels it) closes the socket with the "replaced" code, so neither
 * side takes that close for a dropped connection. The buffer grows: a burst of chunks while the
 * saga waits on a fetch must not be dropped.
 */
export function socketEvents(socket: WebSocketLike): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    socket.onopen = () => emit({ kind: 'open' });
    socket.onmessage = (event) => {
      const message = parseServerFrame(event.data);
      if (message) emit({ kind: 'message', message });
    };
    socket.onerror = () => emit({ kind: 'error' });
    socket.onclose = (event) => emit({ kind: 'close', code: event.code, reason: event.reason });
    return () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onclose = null;
      // CONNECTING (0) or OPEN (1): still ours to close.
      if (socket.readyState <= SOCKET_OPEN) socket.close(CHAT_CLOSE_CODES.replaced, 'replaced');
    };
  }, buffers.expanding<SocketEvent>(64));
}
