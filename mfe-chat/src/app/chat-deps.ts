import type { EventBus, TypedStorage } from 'shared-contracts';
import type { ChatCalls } from '../api/chat-calls';

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

/** The part of the browser's WebSocket the chat uses, so tests can hand in their own. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

/** How long to wait before reconnecting: doubling from `baseMs`, never above `capMs`. */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}
