import {
  EVENT_BUS_CHANNEL,
  TAB_LOCAL_EVENTS,
  type AppEventHandler,
  type AppEventMap,
  type AppEventType,
} from './app-events';

/** Options of {@link EventBus.emit}. */
export interface EmitOptions {
  /**
   * Mirror the event to other tabs (default true; events in `TAB_LOCAL_EVENTS` are never mirrored).
   * Storage passes false: the browser's `storage` event already tells the other tabs.
   */
  crossTab?: boolean;
}

/** The typed event bus. */
export interface EventBus {
  /** Calls every handler of `type` in this tab, then mirrors the event to other tabs. */
  emit<K extends AppEventType>(type: K, payload: AppEventMap[K], options?: EmitOptions): void;
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends AppEventType>(type: K, handler: AppEventHandler<K>): () => void;
  /** Stops mirroring and drops every handler (tests, teardown). */
  dispose(): void;
}

/** The part of BroadcastChannel the bus uses, so tests can pass a fake. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** Options of {@link createEventBus}. */
export interface EventBusOptions {
  /** Channel name (default `EVENT_BUS_CHANNEL`). */
  channelName?: string;
  /** Channel factory; default `new BroadcastChannel(name)` when the environment has it, else no mirroring. */
  createChannel?: ((name: string) => BroadcastChannelLike) | null;
  /** Where handler errors go (default console.error); one throwing handler never stops the others. */
  onHandlerError?: (error: unknown, type: AppEventType) => void;
}

interface WireMessage {
  type: AppEventType;
  payload: unknown;
}

function defaultChannelFactory(): ((name: string) => BroadcastChannelLike) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return (name) => new BroadcastChannel(name);
}

function isWireMessage(data: unknown): data is WireMessage {
  return typeof data === 'object' && data !== null && typeof (data as WireMessage).type === 'string';
}

/** Creates an event bus. Pages use the shared {@link eventBus}; tests create their own. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const handlers = new Map<AppEventType, Set<(payload: unknown) => void>>();
  const reportError =
    options.onHandlerError ??
    ((error: unknown, type: AppEventType) =>
      console.error(`[event bus] a handler of "${type}" threw`, error));
  const factory = options.createChannel === undefined ? defaultChannelFactory() : options.createChannel;
  // Opened on first use, not at import: an open channel keeps a Node process (a test run, the API
  // server importing these types' module) alive, and a tab with no subscriber needs none.
  let channel: BroadcastChannelLike | null = null;
  let channelTried = false;
  const openChannel = (): BroadcastChannelLike | null => {
    if (channelTried) return channel;
    channelTried = true;
    try {
      channel = factory ? factory(options.channelName ?? EVENT_BUS_CHANNEL) : null;
    } catch {
      channel = null; // e.g. a sandboxed frame: the bus still works within the tab
    }
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (isWireMessage(event.data)) deliver(event.data.type, event.data.payload);
      };
    }
    return channel;
  };

  const deliver = (type: AppEventType, payload: unknown) => {
    const set = handlers.get(type);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (error) {
        reportError(error, type);
      }
    }
  };

  return {
    emit(type, payload, emitOptions = {}) {
      deliver(type, payload);
      const mirror = openChannel();
      if (!mirror || emitOptions.crossTab === false || TAB_LOCAL_EVENTS.includes(type)) return;
      try {
        mirror.postMessage({ type, payload } satisfies WireMessage);
      } catch (error) {
        reportError(error, type); // a payload that cannot be cloned stays local
      }
    },
    on(type, handler) {
      openChannel();
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const entry = handler as (payload: unknown) => void;
      set.add(entry);
      return () => {
        handlers.get(type)?.delete(entry);
      };
    },
    dispose() {
      handlers.clear();
      channel?.close();
      channel = null;
      channelTried = true;
    },
  };
}

/**
 * The page's event bus. shared-contracts is a Module Federation singleton, so every remote
 * gets this same instance; events are mirrored to other tabs of the same origin.
 */
export const eventBus: EventBus = createEventBus();
