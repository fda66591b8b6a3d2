import type { ChatMessage } from 'shared-contracts';
import { chatApi } from '../../api/chat-api';
import type { ConversationState } from './conversation.slice';
import { lastStoredId, visibleMessages, type LiveMessage } from './merge-messages';

type StateWithChat = { conversation: ConversationState } & Parameters<
  ReturnType<typeof chatApi.endpoints.listRoomMessages.select>
>[0];

/** The history pages of a room read so far, oldest message first. */
export function selectHistory(state: StateWithChat, room: string): ChatMessage[] {
  const pages = chatApi.endpoints.listRoomMessages.select(room)(state).data?.pages ?? [];
  // Page 0 is the newest; each page runs oldest to newest.
  return [...pages].reverse().flatMap((page) => page.results);
}

/** Every message of a room once: history and socket merged. */
export function selectVisibleMessages(state: StateWithChat, room: string): LiveMessage[] {
  return visibleMessages(selectHistory(state, room), state.conversation.rooms[room]?.messages ?? []);
}

/** The newest stored message id the room knows of: a reconnect fetches what came after it. */
export function selectLastKnownId(state: StateWithChat, room: string): number | null {
  return lastStoredId(selectHistory(state, room), state.conversation.rooms[room]?.messages ?? []);
}
