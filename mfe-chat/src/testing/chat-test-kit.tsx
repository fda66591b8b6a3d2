import { fakePageApi, memoryStorage, type PageAnswer, type RenderInRemoteOptions } from 'remote-kit/testing';
import { createEventBus, type ChatMessage, type ChatRoom } from 'shared-contracts';
import type { ChatCalls } from '../api/chat-calls';
import { ChatProvider } from '../app/chat-provider';
import type { ChatDeps } from '../app/chat-deps';
import { createChatStore } from '../app/store';
import { fakeSockets } from './fake-socket';

// The fake API at the HTTP edge is remote-kit's, as every remote's: `fakeApi(answer)` answers
// each request the page sends (404 when `answer` says nothing) and lists them.
export {
  fakePageApi as fakeApi,
  type FakePageApi,
  type SentRequest as SeenRequest,
} from 'remote-kit/testing';

/** Saga calls kept in memory: rooms made, deleted and renamed, and messages a reconnect finds. */
export function memoryCalls() {
  const rooms: ChatRoom[] = [];
  const stored = new Map<string, ChatMessage[]>();
  let made = 0;
  const calls: ChatCalls = {
    messagesAfter: (room, afterId) =>
      Promise.resolve((stored.get(room) ?? []).filter((message) => message.id > afterId)),
    createRoom: () => {
      made += 1;
      const room: ChatRoom = {
        slug: `room-${made}`,
        name: 'New chat',
        created_at: '2026-11-22T12:00:00Z',
        updated_at: '2026-11-22T12:00:00Z',
      };
      rooms.push(room);
      return Promise.resolve(room);
    },
    renameRoom: (slug, { name }) => {
      const room = rooms.find((each) => each.slug === slug);
      if (!room) return Promise.reject(Object.assign(new Error('404'), { body: { detail: 'Not found.' } }));
      room.name = name;
      return Promise.resolve(room);
    },
    deleteRoom: (slug) => {
      const index = rooms.findIndex((each) => each.slug === slug);
      if (index < 0)
        return Promise.reject(Object.assign(new Error('404'), { body: { detail: 'Not found.' } }));
      rooms.splice(index, 1);
      return Promise.resolve();
    },
  };
  return { calls, rooms, stored };
}

/** A real chat store with fake sockets, memory storage and bus, and what it announced. */
export function createTestChat(
  options: { access?: string | null; deps?: Partial<ChatDeps>; api?: PageAnswer } = {},
) {
  const bus = createEventBus({ createChannel: null });
  const storage = memoryStorage(bus);
  if (options.access !== null) storage.set('access', options.access ?? 'access-1');
  const sockets = fakeSockets();
  const memory = memoryCalls();
  const broadcasts: { channel: string; message: unknown }[] = [];
  const refreshAccess = jest.fn((_sent: string) => Promise.resolve<string | null>('access-2'));
  const api = fakePageApi(options.api ?? (() => undefined));
  const store = createChatStore(
    {
      openSocket: sockets.openSocket,
      wsBaseUrl: () => 'ws://api.test',
      storage,
      bus,
      broadcast: (channel, message) => broadcasts.push({ channel, message }),
      refreshAccess,
      calls: memory.calls,
      random: () => 0,
      backoff: { baseMs: 2, capMs: 8 },
      now: () => Date.UTC(2026, 10, 22, 12),
      ...options.deps,
    },
    api.client,
  );
  const statuses = () =>
    broadcasts.filter((each) => each.channel === 'websocket_status').map((each) => each.message);
  return { store, storage, bus, sockets, memory, broadcasts, statuses, refreshAccess, api };
}

export type TestChat = ReturnType<typeof createTestChat>;

/**
 * How the shell shows the chat page, as renderInRemote's options: at `path` (a room is
 * `/app/<slug>`), inside ChatProvider with the test's store.
 */
export function inChat(chat: TestChat, path = '/app'): RenderInRemoteOptions {
  return {
    wrap: (children) => <ChatProvider store={chat.store}>{children}</ChatProvider>,
    path,
    route: '/app/:slug?',
  };
}
