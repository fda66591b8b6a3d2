import type { EventBus, TypedStorage } from 'shared-contracts';
import type { ChatCalls } from '../api/chat-calls';
import type { BackoffPolicy } from '../features/conversation/socket/backoff';
import type { WebSocketLike } from '../features/conversation/socket/socket-channel';

/**
 * What the chat sagas reach outside the store, given through the saga context so tests hand in
 * their own (a fake socket server, a memory storage, a fixed random).
 */
export interface ChatDeps {
  /** Opens a socket (the browser's WebSocket). */
  openSocket: (url: string) => WebSocketLike;
  /** Base URL of the WebSocket (the runtime config's wsBaseUrl), read at connect time. */
  wsBaseUrl: () => string;
  storage: Pick<TypedStorage, 'get'>;
  bus: EventBus;
  /** Posts on a BroadcastChannel of docs/product.md §4 (`websocket_status`, `chat_messages`). */
  broadcast: (channel: string, message: unknown) => void;
  /**
   * Gets a new access token through the shared client's single-flight refresh (null when the
   * session is over). `sentAccess` is the token the socket was refused with.
   */
  refreshAccess: (sentAccess: string) => Promise<string | null>;
  calls: ChatCalls;
  /** Draws the back-off's jitter. */
  random: () => number;
  backoff: BackoffPolicy;
  now: () => number;
}

export const CHAT_DEPS = 'chatDeps';
