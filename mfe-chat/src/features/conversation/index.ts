// The conversation feature's public entry (docs/adr/0101); its part of the store is ./state.
export { Composer } from './components/composer';
export { ConnectionStatus } from './components/connection-status';
export { ConversationView } from './components/conversation-view';
export { PromptList, PromptListSkeleton } from './components/related-prompts';
export { isNotFound, RoomNotFound } from './components/room-not-found';
export {
  chatSocketSaga,
  conversationSlice,
  messageSendRequested,
  RECONNECT_BACKOFF,
  type BackoffPolicy,
  type WebSocketLike,
} from './state';
