import type { Static } from 'typebox';
import type {
  analyticsQuery,
  createRoomBody,
  feedbackBody,
  messagesQuery,
  relatedPromptsBody,
  renameRoomBody,
  roomsQuery,
} from '../../schemas/chat';
import type { ChatMessage, ChatRoom, UserDisease, UserProcessorVariable } from '../../entities/chat';

// Request and response bodies of the chat calls (docs/product.md §7). Every chat answer is sent with
// `Cache-Control: no-store`; a room slug of another user answers 404 like an unknown one.

/** Query of GET /api/chat-room/: 10 per page from offset 0 (docs/product.md §9); limit 1-50. */
export type ChatRoomsQuery = Static<typeof roomsQuery>;

/**
 * Body of POST /api/chat-room/ (answers 201 with the {@link ChatRoom}): `name`, 1-100 characters
 * after trimming; without it the room is named after its first message.
 */
export type CreateChatRoomRequest = Static<typeof createRoomBody>;

/** Body of POST /api/chat-room/{slug}/: rename to 1-100 characters (answers the renamed {@link ChatRoom}). */
export type RenameChatRoomRequest = Static<typeof renameRoomBody>;

/** Answer of POST /api/chat-room/ and POST /api/chat-room/{slug}/. DELETE answers 204, no body. */
export type ChatRoomResponse = ChatRoom;

/**
 * Query of GET /api/chat-room-messages/{slug}/: 25 per page (docs/product.md §9); limit 1-100. With
 * `after_id`, `offset` is ignored and the answer holds the messages stored after that id (oldest
 * first, up to `limit`): what a client missed while its socket was down.
 */
export type ChatMessagesQuery = Static<typeof messagesQuery>;

/**
 * Body of POST /api/related-chat-prompts/: follow-up questions for a text (`message`), or for the
 * last exchange of a room (`room`, a slug of the user's). At least one of the two.
 */
export type RelatedChatPromptsRequest = Static<typeof relatedPromptsBody>;

/** Answer of POST /api/related-chat-prompts/: up to 4 questions. */
export interface RelatedChatPromptsResponse {
  results: string[];
}

/**
 * Answer of GET /api/chat-suggestions/: questions to start a conversation with. `is_new_chat` is
 * true when the user has no conversation yet (the page can greet a first-time user).
 */
export interface ChatSuggestionsResponse {
  is_new_chat: boolean;
  results: string[];
}

/**
 * Body of POST /api/message-feedback/{roomSlug}/{messageId}/ on an AI message (a user message
 * answers 400). Sending it again replaces the earlier rating. Answers the updated
 * {@link ChatMessage}.
 */
export type MessageFeedbackRequest = Static<typeof feedbackBody>;

/** Answer of POST /api/message-feedback/{roomSlug}/{messageId}/. */
export type MessageFeedbackResponse = ChatMessage;

/** Query of GET /api/user-chat-analytics/: `name` keeps the entries whose name contains it. */
export type ChatAnalyticsQuery = Static<typeof analyticsQuery>;

/** Answer of POST /api/my-disease/create/ (201) and /api/my-disease/{id}/update/. Delete: 204. */
export type UserDiseaseResponse = UserDisease;

/** Answer of POST /api/user-processor-variable/create/ (201) and .../{id}/update/. */
export type UserProcessorVariableResponse = UserProcessorVariable;
