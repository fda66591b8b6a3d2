// docs/product.md §3: chat rooms, messages and analytics (careapp).

import type { Static } from 'typebox';
import type { ChatFileType } from '../constants/chat';
import type { diseaseBody, processorVariableBody } from '../schemas/chat';

/** A page of a list the API paginates (limit/offset). */
export interface Paginated<T> {
  results: T[];
  count: number;
  /** URL of the next page, or null. */
  next: string | null;
  /** URL of the previous page, or null. */
  previous: string | null;
}

/** A chat room; `slug` is its id in paths (`/app/:slug`, `/ws/chat/:slug/`). */
export interface ChatRoom {
  slug: string;
  /**
   * Room title shown in the list. A room created without a name is named by the server after the
   * first message sent in it (until then it is `'New chat'`).
   */
  name: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601; moves forward with every message, and the list is ordered by it, newest first. */
  updated_at: string;
}

/** The chat room list: 10 per page, offset 0 first (docs/product.md §9), most recently active room first. */
export type ChatRoomList = Paginated<ChatRoom>;

/**
 * A video an AI reply recommends, from the seeded video list (the server's
 * `video_recommendation`, shown as `chat_source_recommendations`).
 */
export interface VideoRecommendation {
  id: number;
  title: string;
  /** Where the video plays (absolute URL). */
  url: string;
  /** Poster image URL, or null. */
  thumbnail: string | null;
  /** Length in seconds. */
  duration: number;
}

/** The user's rating of an AI reply. */
export type ChatFeedbackType = 'up' | 'down';

/** A message in a chat room: the user's (`is_ai: false`) or the AI's reply. */
export interface ChatMessage {
  id: number;
  /**
   * The client id the browser sent with a user message (uuid v4), stored once per room: a resend
   * with the same id is not a second message. On an AI reply, the client id of the message it
   * answers. Null for messages that had none.
   */
  client_id: string | null;
  is_ai: boolean;
  /**
   * The text. An AI reply's text is the whole reply (also when it was streamed in chunks); it ends
   * with a short not-medical-advice note, and quotes the health-library articles it drew on.
   */
  message: string;
  /**
   * The attached file, or null. The server stores attachments apart from messages and gives here
   * the path it serves the file from, on the API's origin (resolve it against
   * RuntimeConfig.apiBaseUrl): `/api/chat-files/{id}/?exp=<unix seconds>&sig=<hex>`. The path is
   * signed for the room's owner and expires (1 to 2 hours, on the hour, so it stays the same and
   * cacheable for a while): an `<img src>` needs no Authorization header, and a copied link stops
   * working. Fetch the messages again for fresh links. (docs/product.md §3 gave a data URL: the field stays a
   * string, its content changed so a page of messages no longer carries whole files.) Only a
   * message the browser has not yet had acknowledged still holds the data URL it picked.
   */
  file: string | null;
  /**
   * The attachment's type (one of CHAT_FILE_TYPES) when `file` is set, so a client can show an
   * image as an image and a PDF as a download without fetching it. Null without a file; absent
   * from answers of servers that sent data URLs (read the type from the data URL there).
   */
  file_type?: ChatFileType | null;
  /** Videos recommended with this message; on user messages, those of the reply to it. */
  chat_source_recommendations: VideoRecommendation[];
  /** The user's rating of an AI reply; null when none (and always on user messages). */
  feedback_type: ChatFeedbackType | null;
  feedback_message: string | null;
  /** ISO 8601. */
  created_at: string;
}

/**
 * A page of chat messages: 25 per page (docs/product.md §9). Pages are counted from the newest message
 * (offset 0 = the 25 newest), but `results` within a page run oldest to newest, so a page is
 * prepended as it is. With `after_id` (see {@link ChatMessagesQuery}) the page holds the messages
 * stored after that one, oldest first.
 */
export type ChatMessageList = Paginated<ChatMessage>;

/** One item of a chat analytics entry. */
export interface ChatAnalyticsItem {
  id: number;
  name: string;
}

/**
 * An analytics entry, by name: a health topic (Varicocele, Testosterone, ...) with its main
 * content items, the health-library articles of that topic (`name` is the article's title).
 */
export interface ChatAnalyticsEntry {
  name: string;
  main_content: ChatAnalyticsItem[];
}

/** A condition the user can record (the my-disease calls). */
export interface Disease {
  id: number;
  name: string;
}

/** A condition the user recorded; `id` is the one the my-disease update/delete calls take. */
export interface UserDisease {
  id: number;
  disease: Disease;
}

/** A health measure the user can record, such as age or total testosterone. */
export interface ProcessorVariable {
  id: number;
  name: string;
  /** Unit of the value, e.g. 'ng/dL'; empty when it has none. */
  unit: string;
}

/** A measure recorded for the user; `id` is the one the update call takes. */
export interface UserProcessorVariable {
  id: number;
  processor_variable: ProcessorVariable;
  value: string;
}

/** Answer of GET /api/user-chat-analytics/. */
export interface ChatAnalytics {
  /** Topics with their articles; filtered by `name` when the query has one. */
  entries: ChatAnalyticsEntry[];
  /** The user's recorded conditions. */
  user_diseases: UserDisease[];
  /** The user's recorded measures. */
  user_processor_variables: UserProcessorVariable[];
  /** Every condition the user may record (for the create/update calls). */
  diseases: Disease[];
  /** Every measure the user may record. */
  processor_variables: ProcessorVariable[];
}

/** Body of the my-disease create and update calls. */
export type UserDiseaseInput = Static<typeof diseaseBody>;

/** Body of the user-processor-variable create and update calls: `value` is 1 to 100 characters. */
export type UserProcessorVariableInput = Static<typeof processorVariableBody>;
