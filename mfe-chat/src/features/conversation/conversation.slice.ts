import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage, ChatSocketErrorCode, SocketStatus } from 'shared-contracts';
import { newClientId } from './client-id';
import { upsertMessage, type LiveMessage } from './merge-messages';
import { isSocketOpen } from './socket/socket-status';

/** What one room holds beyond the history pages the API serves: what happened on the socket. */
export interface RoomConversation {
  /** Messages sent or received since the room was opened (pending ones included). */
  messages: LiveMessage[];
  /** The reply growing on screen, by the client id of the message it answers. */
  streaming: Record<string, string>;
  /**
   * Client ids of messages sent whose reply has not arrived: the controls wait for them
   * (docs/product.md §4).
   */
  awaiting: string[];
  /** Follow-up questions offered after the last reply. */
  relatedPrompts: string[];
  /** Why the last message was refused or not answered, in the server's words. */
  notice: string | null;
  /** The last reply that arrived whole, announced once to screen readers. */
  lastReply: { id: number; text: string } | null;
}

/** A planned reconnect after an unintended close. */
export interface ReconnectPlan {
  attempt: number;
  delayMs: number;
}

export interface ConversationState {
  /** The room the socket is for; null when none is open. */
  room: string | null;
  status: SocketStatus;
  /** Why there is no connection and none will be tried (a credential check, a refused socket). */
  connectionError: string | null;
  reconnect: ReconnectPlan | null;
  rooms: Record<string, RoomConversation>;
}

const initialState: ConversationState = {
  room: null,
  status: 'idle',
  connectionError: null,
  reconnect: null,
  rooms: {},
};

const emptyRoom = (): RoomConversation => ({
  messages: [],
  streaming: {},
  awaiting: [],
  relatedPrompts: [],
  notice: null,
  lastReply: null,
});

function roomOf(state: ConversationState, room: string): RoomConversation {
  state.rooms[room] ??= emptyRoom();
  return state.rooms[room];
}

/** What the user sends: text and an optional attachment as a data URL. */
export interface OutgoingMessage {
  room: string;
  message: string;
  file: string | null;
}

/** A message to send, with the client id it keeps through every resend. */
export interface SendRequest extends OutgoingMessage {
  client_id: string;
}

function settle(conversation: RoomConversation, clientId: string) {
  conversation.awaiting = conversation.awaiting.filter((id) => id !== clientId);
  delete conversation.streaming[clientId];
}

function takeReply(conversation: RoomConversation, message: ChatMessage) {
  conversation.messages = upsertMessage(conversation.messages, message);
  if (message.is_ai && message.client_id) {
    // The pending user message gets the reply's video recommendations (docs/product.md §4).
    conversation.messages = conversation.messages.map((each) =>
      !each.is_ai && each.client_id === message.client_id
        ? { ...each, chat_source_recommendations: message.chat_source_recommendations }
        : each,
    );
    settle(conversation, message.client_id);
  }
}

export const conversationSlice = createSlice({
  name: 'conversation',
  initialState,
  reducers: {
    roomEntered: (state, action: PayloadAction<{ room: string }>) => {
      state.room = action.payload.room;
      state.connectionError = null;
      state.reconnect = null;
      roomOf(state, action.payload.room);
    },
    roomLeft: (state) => {
      state.room = null;
      state.reconnect = null;
    },
    socketStatusChanged: (state, action: PayloadAction<SocketStatus>) => {
      state.status = action.payload;
      if (isSocketOpen(action.payload)) {
        state.reconnect = null;
        state.connectionError = null;
      }
    },
    connectionFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.connectionError = action.payload.message;
      state.reconnect = null;
    },
    reconnectScheduled: (state, action: PayloadAction<ReconnectPlan>) => {
      state.reconnect = action.payload;
    },
    messageSendRequested: {
      reducer: (state, action: PayloadAction<SendRequest>) => {
        const { room, message, file, client_id } = action.payload;
        const conversation = roomOf(state, room);
        conversation.messages.push({
          id: null,
          client_id,
          is_ai: false,
          message,
          file,
          chat_source_recommendations: [],
          feedback_type: null,
          feedback_message: null,
          created_at: null,
        });
        conversation.awaiting.push(client_id);
        conversation.relatedPrompts = [];
        conversation.notice = null;
      },
      prepare: (outgoing: OutgoingMessage) => ({ payload: { ...outgoing, client_id: newClientId() } }),
    },
    messageAcknowledged: (state, action: PayloadAction<{ room: string; message: ChatMessage }>) => {
      const conversation = roomOf(state, action.payload.room);
      conversation.messages = upsertMessage(conversation.messages, action.payload.message);
    },
    replyChunkReceived: (
      state,
      action: PayloadAction<{ room: string; client_id: string; delta: string }>,
    ) => {
      const { room, client_id, delta } = action.payload;
      const conversation = roomOf(state, room);
      // A chunk of a reply that already arrived whole (a resend's echo) shows nothing.
      if (!conversation.awaiting.includes(client_id)) return;
      conversation.streaming[client_id] = (conversation.streaming[client_id] ?? '') + delta;
    },
    replyReceived: (
      state,
      action: PayloadAction<{ room: string; message: ChatMessage; related_prompts: string[] }>,
    ) => {
      const { room, message, related_prompts } = action.payload;
      const conversation = roomOf(state, room);
      const known = conversation.messages.some((each) => each.id === message.id);
      takeReply(conversation, message);
      if (known) return;
      conversation.relatedPrompts = related_prompts;
      conversation.lastReply = { id: message.id, text: message.message };
    },
    messageRefused: (
      state,
      action: PayloadAction<{ room: string; client_id?: string; code: ChatSocketErrorCode; detail: string }>,
    ) => {
      const { room, client_id, detail } = action.payload;
      const conversation = roomOf(state, room);
      conversation.notice = detail;
      if (!client_id) return;
      settle(conversation, client_id);
      conversation.messages = conversation.messages.map((each) =>
        each.id === null && each.client_id === client_id ? { ...each, error: detail } : each,
      );
    },
    missedMessagesReceived: (state, action: PayloadAction<{ room: string; messages: ChatMessage[] }>) => {
      const conversation = roomOf(state, action.payload.room);
      for (const message of action.payload.messages) takeReply(conversation, message);
    },
    messageUpdated: (state, action: PayloadAction<{ room: string; message: ChatMessage }>) => {
      const conversation = roomOf(state, action.payload.room);
      conversation.messages = upsertMessage(conversation.messages, action.payload.message);
    },
  },
  selectors: {
    selectSocketStatus: (state) => state.status,
    selectConnectionError: (state) => state.connectionError,
    selectReconnect: (state) => state.reconnect,
    selectOpenRoom: (state) => state.room,
  },
});

export const {
  roomEntered,
  roomLeft,
  socketStatusChanged,
  connectionFailed,
  reconnectScheduled,
  messageSendRequested,
  messageAcknowledged,
  replyChunkReceived,
  replyReceived,
  messageRefused,
  missedMessagesReceived,
  messageUpdated,
} = conversationSlice.actions;

export const { selectSocketStatus, selectConnectionError, selectReconnect, selectOpenRoom } =
  conversationSlice.selectors;

const EMPTY_ROOM: RoomConversation = emptyRoom();

/** The socket side of a room (an empty one before anything happened there). */
export function selectRoomConversation(
  state: { conversation: ConversationState },
  room: string,
): RoomConversation {
  return state.conversation.rooms[room] ?? EMPTY_ROOM;
}

/**
 * Whether the room's controls wait: the socket of this room is not open, or a reply is still
 * on its way (docs/product.md §4: sending disables the chat controls until the AI reply arrives).
 */
export function selectControlsDisabled(state: { conversation: ConversationState }, room: string): boolean {
  const { conversation } = state;
  if (conversation.room !== room || !isSocketOpen(conversation.status)) return true;
  return selectRoomConversation(state, room).awaiting.length > 0;
}
