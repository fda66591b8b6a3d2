import {
  endpoints,
  type ChatMessage,
  type ChatMessageList,
  type ChatRoom,
  type CreateChatRoomRequest,
  type RenameChatRoomRequest,
  type ApiClient,
} from 'shared-contracts';

/** The calls the chat sagas make (writes and the catch-up read), typed once. */
export interface ChatCalls {
  /** Messages stored after `afterId`, oldest first, every page of them. */
  messagesAfter: (room: string, afterId: number) => Promise<ChatMessage[]>;
  createRoom: (body: CreateChatRoomRequest) => Promise<ChatRoom>;
  renameRoom: (slug: string, body: RenameChatRoomRequest) => Promise<ChatRoom>;
  deleteRoom: (slug: string) => Promise<void>;
}

/** Page size of the catch-up read: large, as it is usually empty or a couple of messages. */
const CATCH_UP_PAGE = 100;

/** The calls on the shared axios client (Bearer token and single-flight refresh included). */
export function createChatCalls(client: ApiClient): ChatCalls {
  return {
    async messagesAfter(room, afterId) {
      const all: ChatMessage[] = [];
      let from = afterId;
      for (;;) {
        const { data } = await client.get<ChatMessageList>(endpoints.chat.roomMessages(room), {
          params: { after_id: from, limit: CATCH_UP_PAGE },
        });
        all.push(...data.results);
        const last = data.results.at(-1);
        if (!last || data.results.length < CATCH_UP_PAGE) return all;
        from = last.id;
      }
    },
    async createRoom(body) {
      return (await client.post<ChatRoom>(endpoints.chat.rooms, body)).data;
    },
    async renameRoom(slug, body) {
      return (await client.post<ChatRoom>(endpoints.chat.room(slug), body)).data;
    },
    async deleteRoom(slug) {
      await client.delete(endpoints.chat.room(slug));
    },
  };
}
