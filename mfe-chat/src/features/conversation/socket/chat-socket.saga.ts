import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import {
  CHAT_CHANNELS,
  CHAT_CLOSE_CODES,
  chatSocketUrl,
  type ChatSocketAuth,
  type ChatSocketClientMessage,
  type ChatSocketServerMessage,
} from 'shared-contracts';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  getContext,
  put,
  select,
  take,
  takeLatest,
} from 'typed-redux-saga';
import { chatApi } from '../../../api/chat-api';
import { CHAT_DEPS, type ChatDeps } from '../../../app/chat-deps';
import { selectLastKnownId } from '../conversation.selectors';
import {
  connectionFailed,
  messageAcknowledged,
  messageRefused,
  messageSendRequested,
  missedMessagesReceived,
  reconnectScheduled,
  replyChunkReceived,
  replyReceived,
  roomEntered,
  roomLeft,
  selectRoomConversation,
  selectSocketStatus,
  socketStatusChanged,
  type ConversationState,
  type SendRequest,
} from '../conversation.slice';
import { reconnectDelay } from './backoff';
import { checkSocketCredential, isTokenExpired, socketCredential } from './credential';
import { SOCKET_OPEN, socketEvents, type SocketEvent, type WebSocketLike } from './socket-channel';
import { nextSocketStatus, type SocketSignal } from './socket-status';

/** Why a socket ended, as the reconnect logic needs it. */
interface ConnectionEnd {
  code: number;
  opened: boolean;
}

/** Sentences for closes after which the chat does not reconnect by itself. */
export const FINAL_CLOSE_MESSAGES: Readonly<Record<number, string>> = {
  [CHAT_CLOSE_CODES.loggedOut]: 'You were signed out, so the chat closed. Sign in again to carry on.',
  [CHAT_CLOSE_CODES.originRefused]: 'The chat cannot be opened from this site.',
  [CHAT_CLOSE_CODES.roomNotFound]: 'This conversation does not exist or is not yours.',
  [CHAT_CLOSE_CODES.replaced]: 'The chat was opened somewhere else on this device.',
};

/** Said when the session ended while the chat tried to renew it. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to carry on.';

type RootState = Parameters<typeof selectLastKnownId>[0] & { conversation: ConversationState };

function* deps() {
  return yield* getContext<ChatDeps>(CHAT_DEPS);
}

/** Moves the socket state machine and announces a new state (docs/product.md §4: on websocket_status). */
function* signal(what: SocketSignal) {
  const current = yield* select(selectSocketStatus);
  const next = nextSocketStatus(current, what);
  if (next === current && what !== 'connecting') return;
  const { broadcast, bus } = yield* deps();
  yield* put(socketStatusChanged(next));
  broadcast(CHAT_CHANNELS.websocketStatus, next);
  bus.emit('chat/socketStatus', { status: next });
}

function* sendFrame(socket: WebSocketLike, outgoing: Pick<SendRequest, 'client_id' | 'message' | 'file'>) {
  // docs/product.md §5: sending only while open. A message not sent now is sent when the socket opens again.
  if (socket.readyState !== SOCKET_OPEN) return;
  const frame: ChatSocketClientMessage = {
    type: 'message',
    client_id: outgoing.client_id,
    message: outgoing.message,
    file: outgoing.file,
  };
  socket.send(JSON.stringify(frame));
  yield* signal('sent');
}

/** Sends every message of the room the user is waiting on, each under the client id it was first sent with. */
function* sendAwaiting(room: string, socket: WebSocketLike) {
  const conversation = yield* select((state: RootState) => selectRoomConversation(state, room));
  for (const clientId of conversation.awaiting) {
    const message = conversation.messages.find((each) => !each.is_ai && each.client_id === clientId);
    if (message)
      yield* call(sendFrame, socket, { client_id: clientId, message: message.message, file: message.file });
  }
}

/**
 * After a (re)connect: fetch what was stored after the last message this page knows (replies that
 * arrived while the socket was down), then resend what still waits for a reply. The server stores
 * a message once per client id, so a resend of a message it already has is answered, not doubled.
 */
function* catchUp(room: string, socket: WebSocketLike) {
  const { calls } = yield* deps();
  const lastId = yield* select((state: RootState) => selectLastKnownId(state, room));
  if (lastId !== null) {
    try {
      const missed = yield* call(calls.messagesAfter, room, lastId);
      if (missed.length > 0) yield* put(missedMessagesReceived({ room, messages: missed }));
    } catch {
      // The socket is open; the resend below still brings the replies that matter.
    }
  }
  yield* call(sendAwaiting, room, socket);
}

function* receive(room: string, message: ChatSocketServerMessage) {
  const { broadcast } = yield* deps();
  broadcast(CHAT_CHANNELS.chatMessages, { room, message });
  switch (message.type) {
    case 'ack':
      yield* put(messageAcknowledged({ room, message: message.message }));
      break;
    case 'chunk':
      yield* signal('replyArriving');
      yield* put(replyChunkReceived({ room, client_id: message.client_id, delta: message.delta }));
      break;
    case 'reply':
      yield* signal('replyArriving');
      yield* put(replyReceived({ room, message: message.message, related_prompts: message.related_prompts }));
      // The server named the room after its first message: the list shows the new name.
      if (message.is_new_chat) yield* put(chatApi.util.invalidateTags(['Rooms']));
      break;
    case 'error':
      yield* put(
        messageRefused({ room, client_id: message.client_id, code: message.code, detail: message.detail }),
      );
      break;
  }
}

/** Sends what the user writes in this room, as long as this socket lives. */
function* sendLoop(room: string, socket: WebSocketLike) {
  for (;;) {
    const action: PayloadAction<SendRequest> = yield* take(messageSendRequested);
    if (action.payload.room === room) yield* call(sendFrame, socket, action.payload);
  }
}

/**
 * One socket's life, from opening to its close; a cancel (newer connection, room left) closes it.
 * The token goes in the first frame, not the URL (URLs are logged); the room counts as open once
 * the server has answered it with `ready`.
 */
function* runSocket(room: string, socket: WebSocketLike, token: string) {
  const channel: EventChannel<SocketEvent> = socketEvents(socket);
  let opened = false;
  let sender: Task | null = null;
  try {
    for (;;) {
      const event = yield* take(channel);
      if (event.kind === 'open') {
        const auth: ChatSocketAuth = { type: 'auth', token };
        socket.send(JSON.stringify(auth));
      } else if (event.kind === 'message' && event.message.type === 'ready') {
        opened = true;
        yield* signal('opened');
        yield* call(catchUp, room, socket);
        sender = yield* fork(sendLoop, room, socket);
      } else if (event.kind === 'message') {
        yield* call(receive, room, event.message);
      } else if (event.kind === 'error') {
        // docs/product.md §8: a socket error posts "error" on the status channel.
        yield* signal('failed');
      } else {
        return { code: event.code, opened } satisfies ConnectionEnd;
      }
    }
  } finally {
    if (sender) yield* cancel(sender);
    channel.close();
    if (yield* cancelled()) yield* signal('closed');
  }
}

/** A new access token through the shared client, or null when the session is over. */
function* renewToken(token: string) {
  const { refreshAccess } = yield* deps();
  return yield* call(refreshAccess, token);
}

/**
 * The chat connection of one room (docs/product.md §5): checks the credential, connects, and after an
 * unintended close reconnects with capped, jittered back-off. A close for an invalid or expired
 * token renews the token once through the shared client, then reconnects at once.
 */
export function* connectRoom(room: string) {
  const { storage, openSocket, wsBaseUrl, random, backoff, now } = yield* deps();
  let attempt = 0;
  let renewed = false;
  for (;;) {
    yield* signal('connecting');
    const check = checkSocketCredential(socketCredential(storage.get('access')));
    if (!check.ok) {
      yield* put(connectionFailed({ message: check.message }));
      yield* signal('failed');
      return;
    }
    let { token } = check;
    let end: ConnectionEnd = { code: 1006, opened: false };
    try {
      // A token known to be expired is renewed before it is refused.
      if (isTokenExpired(token, now())) {
        const fresh = yield* call(renewToken, token);
        if (!fresh) {
          yield* put(connectionFailed({ message: SESSION_ENDED_MESSAGE }));
          yield* signal('failed');
          return;
        }
        token = fresh;
      }
      end = yield* call(runSocket, room, openSocket(chatSocketUrl(wsBaseUrl(), room)), token);
    } catch {
      // The renewal could not reach the API (not a verdict on the session): try again later.
    }
    yield* signal('closed');
    if (end.opened) {
      attempt = 0;
      renewed = false;
    }

    const final = FINAL_CLOSE_MESSAGES[end.code];
    if (final) {
      yield* put(connectionFailed({ message: final }));
      return;
    }
    if (end.code === CHAT_CLOSE_CODES.tokenInvalid && !renewed) {
      renewed = true;
      let fresh: string | null;
      try {
        fresh = yield* call(renewToken, token);
      } catch {
        fresh = token;
      }
      if (!fresh) {
        yield* put(connectionFailed({ message: SESSION_ENDED_MESSAGE }));
        return;
      }
      if (fresh !== token) continue;
    } else if (end.code === CHAT_CLOSE_CODES.tokenInvalid) {
      yield* put(connectionFailed({ message: SESSION_ENDED_MESSAGE }));
      return;
    }
    const delayMs = reconnectDelay(attempt, random, backoff);
    yield* put(reconnectScheduled({ attempt: attempt + 1, delayMs }));
    attempt += 1;
    yield* delay(delayMs);
  }
}

function* connectionTask(action: PayloadAction<{ room: string } | undefined>) {
  if (roomEntered.match(action)) yield* call(connectRoom, action.payload.room);
}

/**
 * The chat socket. takeLatest: entering a room (or leaving) cancels the connection of the room
 * before, whose socket closes on the way out, so there is only ever one (docs/product.md §4).
 */
export function* chatSocketSaga() {
  yield* takeLatest([roomEntered.type, roomLeft.type], connectionTask);
}
