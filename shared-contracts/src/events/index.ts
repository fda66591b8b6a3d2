// The typed event bus. Re-exported by the package's entry (../index.ts).

export type { SocketStatus, NotifyKind, AppEventMap, AppEventType, AppEventHandler } from './app-events';
export { SOCKET_STATUSES, TAB_LOCAL_EVENTS, EVENT_BUS_CHANNEL, CHAT_CHANNELS } from './app-events';
export type { EventBus, EmitOptions, EventBusOptions, BroadcastChannelLike } from './event-bus';
export { eventBus, createEventBus } from './event-bus';
