import type { User } from '../entities/user';

/**
 * States of the chat socket (docs/product.md §4), also announced on the broadcast channel
 * `CHAT_CHANNELS.websocketStatus`.
 */
export type SocketStatus =
  'idle' | 'connected' | 'error' | 'waitingForMessage' | 'receiveMessageFromSocketServer' | 'closed';

/** Every socket status, in lifecycle order. */
export const SOCKET_STATUSES: readonly SocketStatus[] = [
  'idle',
  'connected',
  'error',
  'waitingForMessage',
  'receiveMessageFromSocketServer',
  'closed',
];

/** Kind of a toast. */
export type NotifyKind = 'success' | 'error' | 'info';

/** Everything that crosses a remote's border: event type to payload. */
export interface AppEventMap {
  /** The access token was stored or removed (null: signed out). */
  'session/changed': { access: string | null };
  /** The stored user changed (null: none). */
  'user/changed': { user: User | null };
  /** The onboarding step of the user changed. */
  'onboarding/stepChanged': { step: string | null };
  /** The stored checkout id changed (null: the cart was emptied or paid). */
  'checkout/idChanged': { checkoutId: string | null };
  /** Number of items in the cart (header badge). */
  'cart/countChanged': { count: number };
  /** Show a toast at the top right for 3000 ms, optionally with a link ("Go to Cart"). */
  notify: { message: string; kind: NotifyKind; link?: { label: string; href: string } };
  /**
   * The chat socket's state; mirrored to other tabs like the `websocket_status` channel of
   * docs/product.md §4.
   */
  'chat/socketStatus': { status: SocketStatus };
}

/** Name of an app event. */
export type AppEventType = keyof AppEventMap;

/** Handler of one event type. */
export type AppEventHandler<K extends AppEventType> = (payload: AppEventMap[K]) => void;

/**
 * Events that stay in the tab they happen in. Only `notify`: a toast answers something the visitor
 * did in that tab, and the same message popping up in every other open tab would mean nothing there.
 * Socket status is mirrored, as docs/product.md §4 announces it on a broadcast channel.
 */
export const TAB_LOCAL_EVENTS: readonly AppEventType[] = ['notify'];

/**
 * BroadcastChannel names of the chat (docs/product.md §4), for the chat remote: the socket's state
 * ({@link SocketStatus}) is posted on `websocketStatus` and each incoming socket message on
 * `chatMessages`, so every tab of the origin can follow one conversation.
 */
export const CHAT_CHANNELS = {
  websocketStatus: 'websocket_status',
  chatMessages: 'chat_messages',
} as const;

/** Name of the BroadcastChannel the bus mirrors events on. */
export const EVENT_BUS_CHANNEL = 'shared-contracts:app-events';
