// SPEC §3: chat rooms, messages and analytics (careapp).

/** A page of a list the API paginates (limit/offset). */
export interface Paginated<T> {
  results: T[];
  count: number;
  /** URL of the next page, or null. */
  next: string | null;
  /** URL of the previous page, or null. */
  previous: string | null;
}

/** A chat room; `slug` is its id in paths (`/app/:slug`). */
export interface ChatRoom {
  slug: string;
  /** Room title shown in the list, when the server has one. */
  name?: string | null;
  created_at?: string;
}

/** The chat room list: 10 per page, offset 0 first (SPEC §9). */
export type ChatRoomList = Paginated<ChatRoom>;

/** A video the AI reply recommends. */
export interface VideoRecommendation {
  title: string;
  url: string;
  thumbnail?: string | null;
}

/** A message in a chat room (the user's or the AI's). */
export interface ChatMessage {
  id: number;
  is_ai: boolean;
  message: string;
  /** Attached file URL (or data URL while pending), or null. */
  file: string | null;
  /** Videos recommended with this message (the server's `video_recommendation`). */
  chat_source_recommendations: VideoRecommendation[];
  /** The user's feedback on an AI message, e.g. 'like' or 'dislike'; null when none. */
  feedback_type: string | null;
  feedback_message: string | null;
}

/** A page of chat messages: 25 per page (SPEC §9). */
export type ChatMessageList = Paginated<ChatMessage>;

/** What the client sends on the chat socket. */
export interface ChatSocketClientMessage {
  message: string;
  /** Optional attachment as a data URL. */
  file?: string;
}

/**
 * What the server sends on the chat socket after a user message: the AI reply, and the id, file and
 * video recommendations the pending user message gets (SPEC §4).
 */
export interface ChatSocketServerMessage {
  /** The AI reply, appended to the room (ignored if its id is already there). */
  chat_response: ChatMessage;
  /** The user's message as stored. */
  user_message: { id: number; file: string | null };
  /** Videos recommended for the user's message. */
  video_recommendation: VideoRecommendation[];
  /** The message started a new room (the room list should reload). */
  is_new_chat: boolean;
  /** Follow-up prompts to suggest. */
  related_chat_suggestions: string[];
}

/** One item of a chat analytics entry. */
export interface ChatAnalyticsItem {
  id: number;
  name: string;
}

/** An analytics entry, by name, with its main content items. */
export interface ChatAnalyticsEntry {
  name: string;
  main_content: ChatAnalyticsItem[];
}

/** A processor variable recorded for the user. */
export interface UserProcessorVariable {
  id: number;
  processor_variable: { name: string };
  value?: string | null;
}

/** Answer of GET /api/user-chat-analytics/. */
export interface ChatAnalytics {
  entries: ChatAnalyticsEntry[];
  user_processor_variables: UserProcessorVariable[];
}

/** Body of the my-disease create/update calls. */
export interface UserDiseaseInput {
  diseaseId: number;
}

/** Body of the user-processor-variable create/update calls. */
export interface UserProcessorVariableInput {
  processorVariableId: number;
  value?: string;
}
