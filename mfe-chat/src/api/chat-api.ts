import { createApi } from '@reduxjs/toolkit/query/react';
import {
  CONSTANTS,
  createApiBaseQuery,
  endpoints,
  type ChatAnalytics,
  type ChatMessageList,
  type ChatRoomList,
  type ChatSuggestionsResponse,
  type MessageFeedbackRequest,
  type MessageFeedbackResponse,
  type RelatedChatPromptsResponse,
  type UserDiseaseResponse,
  type UserProcessorVariableInput,
  type UserProcessorVariableResponse,
} from 'shared-contracts';
// This remote's pages call the API as they first render, beyond the reads the shell preloads:
// importing the client's axios half here makes it part of the page's load, so the route preloader
// fetches it with the page chunk instead of the first request waiting for it (docs/adr/0018).
import 'shared-contracts/axios-client';

/** The next offset after a page of a limit/offset list, or undefined after the last page. */
function nextOffset(page: { next: string | null; results: unknown[] }, offset: number): number | undefined {
  return page.next ? offset + page.results.length : undefined;
}

/**
 * The chat remote's reads (and its small writes) on the shared axios client. Chat answers are
 * `Cache-Control: no-store`, and this cache lives in memory only: no message text reaches the
 * browser's storage. Room writes with the statuses of docs/product.md §4 are sagas (rooms.saga.ts), which
 * invalidate `Rooms` here.
 */
export const chatApi = createApi({
  reducerPath: 'chatApi',
  baseQuery: createApiBaseQuery(),
  tagTypes: ['Rooms', 'Analytics'],
  endpoints: (build) => ({
    /** The user's rooms, 10 per page from offset 0 (docs/product.md §9), "Load more" fetching the next. */
    listRooms: build.infiniteQuery<ChatRoomList, void, number>({
      query: ({ pageParam }) => ({
        url: endpoints.chat.rooms,
        params: { limit: CONSTANTS.chatRoomsPageSize, offset: pageParam },
      }),
      infiniteQueryOptions: {
        initialPageParam: CONSTANTS.chatRoomsFirstOffset,
        getNextPageParam: (last, _all, offset) => nextOffset(last, offset),
      },
      providesTags: ['Rooms'],
    }),
    /**
     * A room's messages, 25 per page (docs/product.md §9). Page 0 is the newest; each next page is older.
     * Within a page the API returns oldest first, so pages read in reverse make the conversation.
     */
    listRoomMessages: build.infiniteQuery<ChatMessageList, string, number>({
      query: ({ queryArg: slug, pageParam }) => ({
        url: endpoints.chat.roomMessages(slug),
        params: { limit: CONSTANTS.chatMessagesPageSize, offset: pageParam },
      }),
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, offset) => nextOffset(last, offset),
      },
      // A room is read afresh when it is opened again, not from a stale page.
      keepUnusedDataFor: 0,
    }),
    /** Questions to start a new conversation with. */
    getChatSuggestions: build.query<ChatSuggestionsResponse, void>({
      query: () => ({ url: endpoints.chat.chatSuggestions }),
    }),
    /** Follow-up questions for the last exchange of a room (after a reload, before any new reply). */
    getRelatedPrompts: build.query<RelatedChatPromptsResponse, string>({
      query: (room) => ({ url: endpoints.chat.relatedChatPrompts, method: 'POST', data: { room } }),
      keepUnusedDataFor: 0,
    }),
    /** Rates an AI reply (thumbs up or down, optional text); answers the updated message. */
    sendFeedback: build.mutation<
      MessageFeedbackResponse,
      { room: string; messageId: number; body: MessageFeedbackRequest }
    >({
      query: ({ room, messageId, body }) => ({
        url: endpoints.chat.messageFeedback(room, messageId),
        method: 'POST',
        data: body,
      }),
    }),
    /**
     * The health analytics of docs/product.md §3: topics with their articles, the user's conditions
     * and measures.
     */
    getChatAnalytics: build.query<ChatAnalytics, { name?: string }>({
      query: ({ name }) => ({
        url: endpoints.chat.userChatAnalytics,
        params: name ? { name } : undefined,
      }),
      providesTags: ['Analytics'],
    }),
    addDisease: build.mutation<UserDiseaseResponse, { diseaseId: number }>({
      query: (body) => ({ url: endpoints.chat.myDiseaseCreate, method: 'POST', data: body }),
      invalidatesTags: ['Analytics'],
    }),
    changeDisease: build.mutation<UserDiseaseResponse, { id: number; diseaseId: number }>({
      query: ({ id, diseaseId }) => ({
        url: endpoints.chat.myDiseaseUpdate(id),
        method: 'POST',
        data: { diseaseId },
      }),
      invalidatesTags: ['Analytics'],
    }),
    removeDisease: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: endpoints.chat.myDiseaseDelete(id), method: 'POST' }),
      invalidatesTags: ['Analytics'],
    }),
    addProcessorVariable: build.mutation<UserProcessorVariableResponse, UserProcessorVariableInput>({
      query: (body) => ({ url: endpoints.chat.userProcessorVariableCreate, method: 'POST', data: body }),
      invalidatesTags: ['Analytics'],
    }),
    changeProcessorVariable: build.mutation<
      UserProcessorVariableResponse,
      UserProcessorVariableInput & { id: number }
    >({
      query: ({ id, ...body }) => ({
        url: endpoints.chat.userProcessorVariableUpdate(id),
        method: 'POST',
        data: body,
      }),
      invalidatesTags: ['Analytics'],
    }),
  }),
});

export const {
  useListRoomsInfiniteQuery,
  useListRoomMessagesInfiniteQuery,
  useGetChatSuggestionsQuery,
  useGetRelatedPromptsQuery,
  useSendFeedbackMutation,
  useGetChatAnalyticsQuery,
  useAddDiseaseMutation,
  useChangeDiseaseMutation,
  useRemoveDiseaseMutation,
  useAddProcessorVariableMutation,
  useChangeProcessorVariableMutation,
} = chatApi;
