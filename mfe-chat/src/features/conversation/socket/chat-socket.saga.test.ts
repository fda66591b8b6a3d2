import { runSaga } from 'redux-saga';
import { waitFor } from '@testing-library/react';
import type { AnyAction } from '@reduxjs/toolkit';
import { CHAT_DEPS } from '../../../app/chat-deps';
import { createTestChat, type TestChat } from '../../../testing/chat-test-kit';
import { exchange, storedMessage } from '../../../testing/fake-socket';
import { selectVisibleMessages } from '../conversation.selectors';
import {
  connectionFailed,
  messageSendRequested,
  roomEntered,
  roomLeft,
  selectControlsDisabled,
  selectRoomConversation,
} from '../conversation.slice';
import { connectRoom, SESSION_ENDED_MESSAGE } from './chat-socket.saga';

/** Runs `connectRoom` whole on the test store's state, recording what it dispatched. */
async function runConnect(chat: TestChat, room: string) {
  const dispatched: AnyAction[] = [];
  const task = runSaga(
    {
      dispatch: (action: AnyAction) => {
        dispatched.push(action);
        chat.store.dispatch(action);
      },
      getState: chat.store.getState,
      context: { [CHAT_DEPS]: chatDeps(chat) },
    },
    connectRoom,
    room,
  );
  await task.toPromise();
  return dispatched;
}

/** The deps the test store was made with (what createTestChat handed in). */
function chatDeps(chat: TestChat) {
  return {
    openSocket: chat.sockets.openSocket,
    wsBaseUrl: () => 'ws://api.test',
    storage: chat.storage,
    bus: chat.bus,
    broadcast: (channel: string, message: unknown) => chat.broadcasts.push({ channel, message }),
    refreshAccess: chat.refreshAccess,
    calls: chat.memory.calls,
    random: () => 0,
    backoff: { baseMs: 2, capMs: 8 },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
}

const visible = (chat: TestChat, room = 'room-1') => selectVisibleMessages(chat.store.getState(), room);
const send = (chat: TestChat, message: string, room = 'room-1') =>
  chat.store.dispatch(messageSendRequested({ room, message, file: null }));

async function openRoom(chat: TestChat, room = 'room-1') {
  chat.store.dispatch(roomEntered({ room }));
  await waitFor(() => expect(chat.sockets.opened.length > 0).toBe(true));
  chat.sockets.latest().open();
  await waitFor(() => expect(chat.store.getState().conversation.status === 'connected').toBe(true));
  return chat.sockets.latest();
}

describe('the chat socket saga: credential checks (docs/product.md §5)', () => {
  it('opens no socket and says "No access token found" without a stored token', async () => {
    const chat = createTestChat({ access: null });
    const dispatched = await runConnect(chat, 'room-1');
    expect(dispatched).toContainEqual(connectionFailed({ message: 'No access token found' }));
    expect(chat.sockets.opened).toHaveLength(0);
    expect(chat.statuses()).toEqual(['idle', 'error']);
  });

  it('opens no socket and says "Invalid access token format" for a token that is no bearer value', async () => {
    const chat = createTestChat({ access: 'two words' });
    const dispatched = await runConnect(chat, 'room-1');
    expect(dispatched).toContainEqual(connectionFailed({ message: 'Invalid access token format' }));
    expect(chat.sockets.opened).toHaveLength(0);
  });

  it('stops for good, with its reason, when the server says the user logged out', async () => {
    const chat = createTestChat();
    const run = runConnect(chat, 'room-1');
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    chat.sockets.latest().open();
    chat.sockets.latest().drop(4001);
    const dispatched = await run;
    expect(dispatched).toContainEqual(
      connectionFailed({ message: 'You were signed out, so the chat closed. Sign in again to carry on.' }),
    );
    expect(chat.sockets.opened).toHaveLength(1);
  });
});

describe('the chat socket saga: one exchange', () => {
  it('connects to /ws/chat/{room}/, sends the token in its first frame, and announces each state on websocket_status', async () => {
    const chat = createTestChat();
    const socket = await openRoom(chat);
    expect(socket.url).toBe('ws://api.test/ws/chat/room-1/');
    expect(socket.token).toBe('access-1');

    send(chat, 'Is varicocele painful?');
    await waitFor(() => expect(socket.sent.length === 1).toBe(true));
    const frame = socket.sent[0]!;
    expect(frame).toMatchObject({ type: 'message', message: 'Is varicocele painful?', file: null });
    expect(frame.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true);

    const { ack, reply } = exchange(1, frame, 'Often a dull ache.');
    socket.receive(ack);
    socket.receive({ type: 'chunk', client_id: frame.client_id, delta: 'Often ' });
    await waitFor(() =>
      expect(
        selectRoomConversation(chat.store.getState(), 'room-1').streaming[frame.client_id] === 'Often ',
      ).toBe(true),
    );
    // Still waiting: the controls come back with the whole reply only.
    expect(selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true);
    expect(visible(chat)[0]).toMatchObject({ id: 1, message: 'Is varicocele painful?' });

    socket.receive(reply);
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    expect(visible(chat).map((m) => [m.id, m.is_ai, m.message])).toEqual([
      [1, false, 'Is varicocele painful?'],
      [2, true, 'Often a dull ache.'],
    ]);
    // The pending user message got the reply's video recommendations too (docs/product.md §4).
    expect(visible(chat)[0]?.chat_source_recommendations).toHaveLength(1);
    expect(selectRoomConversation(chat.store.getState(), 'room-1').relatedPrompts).toEqual([
      'What causes varicocele?',
    ]);
    expect(chat.statuses()).toEqual([
      'idle',
      'connected',
      'waitingForMessage',
      'receiveMessageFromSocketServer',
    ]);
    expect(chat.broadcasts.filter((each) => each.channel === 'chat_messages')).toHaveLength(3);
  });

  it('ignores a reply whose id is already shown', async () => {
    const chat = createTestChat();
    const socket = await openRoom(chat);
    send(chat, 'Hello');
    await waitFor(() => expect(socket.sent.length === 1).toBe(true));
    const { ack, reply } = exchange(1, socket.sent[0]!);
    socket.receive(ack);
    socket.receive(reply);
    socket.receive(ack);
    socket.receive(reply);
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    expect(visible(chat).map((m) => m.id)).toEqual([1, 2]);
  });

  it('shows why a message was refused and gives the controls back', async () => {
    const chat = createTestChat();
    const socket = await openRoom(chat);
    send(chat, 'x'.repeat(10));
    await waitFor(() => expect(socket.sent.length === 1).toBe(true));
    socket.receive({
      type: 'error',
      client_id: socket.sent[0]!.client_id,
      code: 'RATE_LIMITED',
      detail: 'Slow down a little.',
    });
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    expect(selectRoomConversation(chat.store.getState(), 'room-1').notice).toBe('Slow down a little.');
    expect(visible(chat)[0]).toMatchObject({ id: null, error: 'Slow down a little.' });
  });
});

describe('the chat socket saga: one connection at a time', () => {
  it('closes the earlier socket when another room is opened', async () => {
    const chat = createTestChat();
    const first = await openRoom(chat, 'room-1');
    chat.store.dispatch(roomEntered({ room: 'room-2' }));
    await waitFor(() => expect(chat.sockets.opened.length === 2).toBe(true));
    expect(first.closedWith).toBe(4000);
    expect(chat.sockets.latest().url).toBe('ws://api.test/ws/chat/room-2/');
  });

  it('closes the socket and announces closed when the room is left', async () => {
    const chat = createTestChat();
    const socket = await openRoom(chat);
    chat.store.dispatch(roomLeft());
    await waitFor(() => expect(socket.closedWith !== null).toBe(true));
    expect(chat.statuses().at(-1)).toBe('closed');
  });
});

describe('the chat socket saga: after a dropped connection', () => {
  async function firstExchange(chat: TestChat) {
    const socket = await openRoom(chat);
    send(chat, 'First question');
    await waitFor(() => expect(socket.sent.length === 1).toBe(true));
    const first = exchange(1, socket.sent[0]!);
    socket.receive(first.ack);
    socket.receive(first.reply);
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    return socket;
  }

  it('reconnects with back-off and fetches the reply it missed, losing and doubling nothing', async () => {
    const chat = createTestChat();
    const socket = await firstExchange(chat);
    send(chat, 'Second question');
    await waitFor(() => expect(socket.sent.length === 2).toBe(true));
    const second = exchange(3, socket.sent[1]!);
    // The server stored and answered while the connection was down.
    chat.memory.stored.set('room-1', [second.user, second.ai]);
    socket.drop();

    await waitFor(() => expect(chat.sockets.opened.length === 2).toBe(true));
    expect(chat.store.getState().conversation.reconnect).toEqual({ attempt: 1, delayMs: 1 });
    chat.sockets.latest().open();
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    expect(visible(chat).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(chat.sockets.latest().sent).toEqual([]);
    expect(chat.statuses()).toEqual(expect.arrayContaining(['error', 'closed', 'idle', 'connected']));
  });

  it('sends a message the server never got again, under the same client id', async () => {
    const chat = createTestChat();
    const socket = await firstExchange(chat);
    send(chat, 'Second question');
    await waitFor(() => expect(socket.sent.length === 2).toBe(true));
    socket.drop();
    await waitFor(() => expect(chat.sockets.opened.length === 2).toBe(true));
    const again = chat.sockets.latest();
    again.open();
    await waitFor(() => expect(again.sent.length === 1).toBe(true));
    expect(again.sent[0]).toEqual(socket.sent[1]);
    const second = exchange(3, again.sent[0]!);
    again.receive(second.ack);
    again.receive(second.reply);
    await waitFor(() => expect(!selectControlsDisabled(chat.store.getState(), 'room-1')).toBe(true));
    expect(visible(chat).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('renews an expired token once through the shared client, then reconnects with the new one', async () => {
    const chat = createTestChat();
    chat.refreshAccess.mockImplementation(() => {
      chat.storage.set('access', 'access-2');
      return Promise.resolve('access-2');
    });
    chat.store.dispatch(roomEntered({ room: 'room-1' }));
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    chat.sockets.latest().drop(4401);
    await waitFor(() => expect(chat.sockets.opened.length === 2).toBe(true));
    expect(chat.refreshAccess).toHaveBeenCalledWith('access-1');
    // Refused again before the room opened: the session is over, no loop of refreshes.
    chat.sockets.latest().refuseTokens = true;
    chat.sockets.latest().open();
    await waitFor(() => expect(chat.sockets.latest().token !== null).toBe(true));
    expect(chat.sockets.latest().token).toBe('access-2');
    await waitFor(() => expect(chat.store.getState().conversation.connectionError !== null).toBe(true));
    expect(chat.store.getState().conversation.connectionError).toBe(SESSION_ENDED_MESSAGE);
    expect(chat.refreshAccess).toHaveBeenCalledTimes(1);
    expect(chat.sockets.opened).toHaveLength(2);
  });

  it('renews the token once when the server refuses its auth frame, then stops with the session message', async () => {
    const chat = createTestChat();
    chat.refreshAccess.mockImplementation(() => {
      chat.storage.set('access', 'access-2');
      return Promise.resolve('access-2');
    });
    chat.store.dispatch(roomEntered({ room: 'room-1' }));
    for (const count of [1, 2]) {
      await waitFor(() => expect(chat.sockets.opened.length === count).toBe(true));
      chat.sockets.latest().refuseTokens = true;
      chat.sockets.latest().open();
    }
    await waitFor(() => expect(chat.store.getState().conversation.connectionError !== null).toBe(true));
    expect(chat.store.getState().conversation.connectionError).toBe(SESSION_ENDED_MESSAGE);
    expect(chat.sockets.opened.map((socket) => socket.token)).toEqual(['access-1', 'access-2']);
    expect(chat.store.getState().conversation.status).not.toBe('connected');
  });

  it('renews a token whose expiry has passed before connecting with it', async () => {
    const expired = `h.${btoa(JSON.stringify({ exp: Date.UTC(2026, 10, 22, 11) / 1000 }))}.s`;
    const chat = createTestChat({ access: expired });
    chat.store.dispatch(roomEntered({ room: 'room-1' }));
    await waitFor(() => expect(chat.sockets.opened.length === 1).toBe(true));
    expect(chat.refreshAccess).toHaveBeenCalledWith(expired);
    chat.sockets.latest().open();
    await waitFor(() => expect(chat.sockets.latest().token !== null).toBe(true));
    expect(chat.sockets.latest().token).toBe('access-2');
  });

  it('keeps messages a reconnect finds in order with what it had, once each', async () => {
    const chat = createTestChat();
    const socket = await firstExchange(chat);
    chat.memory.stored.set('room-1', [
      storedMessage(2, { is_ai: true }),
      storedMessage(5),
      storedMessage(6, { is_ai: true }),
    ]);
    socket.drop();
    await waitFor(() => expect(chat.sockets.opened.length === 2).toBe(true));
    chat.sockets.latest().open();
    await waitFor(() => expect(visible(chat).length === 4).toBe(true));
    expect(visible(chat).map((m) => m.id)).toEqual([1, 2, 5, 6]);
  });
});
