import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  apiClient,
  eventBus,
  getRuntimeConfig,
  refreshAccessToken,
  storage,
  type ApiClient,
  type RenderScope,
} from 'shared-contracts';
import { all } from 'typed-redux-saga';
import { chatApi } from '../api/chat-api';
import { createChatCalls } from '../api/chat-calls';
import { chatSocketSaga, conversationSlice, RECONNECT_BACKOFF } from '../features/conversation/state';
import { roomsSaga, roomsSlice } from '../features/rooms/state';
import { CHAT_DEPS, type ChatDeps } from './chat-deps';

function* rootSaga() {
  yield* all([chatSocketSaga(), roomsSaga()]);
}

/**
 * Posts on a BroadcastChannel when the browser has them (docs/product.md §4); one channel object
 * per name.
 */
function browserBroadcast(): ChatDeps['broadcast'] {
  const channels = new Map<string, BroadcastChannel>();
  return (name, message) => {
    if (typeof BroadcastChannel === 'undefined') return;
    let channel = channels.get(name);
    if (!channel) {
      channel = new BroadcastChannel(name);
      channels.set(name, channel);
    }
    channel.postMessage(message);
  };
}

/** The chat remote's store: RTK Query reads, the conversation and rooms slices, their sagas. */
export function createChatStore(overrides: Partial<ChatDeps> = {}, client: ApiClient = apiClient) {
  const deps: ChatDeps = {
    openSocket: (url) => new WebSocket(url),
    wsBaseUrl: () => getRuntimeConfig().wsBaseUrl,
    storage,
    bus: eventBus,
    broadcast: browserBroadcast(),
    refreshAccess: (sentAccess) => refreshAccessToken(client, { sentAccess }),
    calls: createChatCalls(client),
    random: Math.random,
    backoff: RECONNECT_BACKOFF,
    now: Date.now,
    ...overrides,
  };
  const saga = createSagaMiddleware({ context: { [CHAT_DEPS]: deps } });
  const store = configureStore({
    reducer: {
      [chatApi.reducerPath]: chatApi.reducer,
      [conversationSlice.name]: conversationSlice.reducer,
      [roomsSlice.name]: roomsSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { client } },
        // Development-only checks; a long conversation is a large state, and a slow test machine
        // would warn on every chunk at the default 32 ms.
        serializableCheck: { warnAfter: 256 },
        immutableCheck: { warnAfter: 256 },
      }).concat(chatApi.middleware, saga),
  });
  saga.run(rootSaga);
  return store;
}

export type ChatStore = ReturnType<typeof createChatStore>;
export type RootState = ReturnType<ChatStore['getState']>;
export type AppDispatch = ChatStore['dispatch'];

let pageStore: ChatStore | null = null;

/** The one store of the chat pages in this browser tab, made on first use. */
export function getChatStore(): ChatStore {
  pageStore ??= createChatStore();
  return pageStore;
}

/** The store of one server render (docs/adr/0150): its own, never the tab's. */
export function renderStore(scope: RenderScope): ChatStore {
  return scope.scoped('chat', () => createChatStore());
}
