// The conversation feature's part of the store, without components (docs/adr/0111).
export { conversationSlice, messageSendRequested } from './conversation.slice';
export { chatSocketSaga } from './socket/chat-socket.saga';
export { RECONNECT_BACKOFF, type BackoffPolicy } from './socket/backoff';
export type { WebSocketLike } from './socket/socket-channel';
