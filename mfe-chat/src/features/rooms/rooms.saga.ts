import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { describeError } from 'shared-contracts';
import { chatApi } from '../../api/chat-api';
import { CHAT_DEPS, type ChatDeps } from '../../app/chat-deps';
import { messageSendRequested } from '../conversation/conversation.slice';
import {
  roomCreated,
  roomCreateFailed,
  roomCreateRequested,
  roomCreateStarted,
  roomDeleted,
  roomDeleteFailed,
  roomDeleteRequested,
  roomDeleteStarted,
  roomRenamed,
  roomRenameFailed,
  roomRenameRequested,
  roomRenameStarted,
  type RoomCreateRequest,
} from './rooms.slice';

function* createRoom(action: PayloadAction<RoomCreateRequest>) {
  const { calls } = yield* getContext<ChatDeps>(CHAT_DEPS);
  yield* put(roomCreateStarted());
  try {
    const room = yield* call(calls.createRoom, {});
    const first = action.payload.firstMessage;
    // Queued in the new room: it is sent as soon as the room's socket opens.
    if (first) yield* put(messageSendRequested({ room: room.slug, ...first }));
    yield* put(chatApi.util.invalidateTags(['Rooms']));
    yield* put(roomCreated({ room: room.slug }));
  } catch (error) {
    yield* put(
      roomCreateFailed({
        message: describeError(error, {
          fallback: 'The conversation could not be started. Please try again.',
        }),
      }),
    );
  }
}

function* deleteRoom(action: PayloadAction<{ room: string }>) {
  const { calls } = yield* getContext<ChatDeps>(CHAT_DEPS);
  yield* put(roomDeleteStarted());
  try {
    yield* call(calls.deleteRoom, action.payload.room);
    yield* put(chatApi.util.invalidateTags(['Rooms']));
    yield* put(roomDeleted({ room: action.payload.room }));
  } catch (error) {
    yield* put(
      roomDeleteFailed({
        message: describeError(error, {
          fallback: 'The conversation could not be deleted. Please try again.',
        }),
      }),
    );
  }
}

function* renameRoom(action: PayloadAction<{ room: string; name: string }>) {
  const { calls } = yield* getContext<ChatDeps>(CHAT_DEPS);
  yield* put(roomRenameStarted());
  try {
    yield* call(calls.renameRoom, action.payload.room, { name: action.payload.name });
    yield* put(chatApi.util.invalidateTags(['Rooms']));
    yield* put(roomRenamed());
  } catch (error) {
    yield* put(
      roomRenameFailed({
        message: describeError(error, {
          fallback: 'The conversation could not be renamed. Please try again.',
        }),
      }),
    );
  }
}

export function* roomsSaga() {
  yield* all([
    // takeLeading: a second click on "New conversation" while one is being made makes no second room.
    takeLeading(roomCreateRequested.type, createRoom),
    // takeLeading: one delete at a time, each with its confirmation and its status.
    takeLeading(roomDeleteRequested.type, deleteRoom),
    // takeLatest: the name typed last is the one that counts.
    takeLatest(roomRenameRequested.type, renameRoom),
  ]);
}
