import type { ChatMessage } from '../../entities/chat';

// The chat WebSocket /ws/chat/{room}/ (docs/product.md §5, §7). Frames are JSON text.
// docs/product.md puts the access token in the URL (`?key=`); it travels in the first frame
// instead, because URLs are written to access logs and proxies' logs, frames are not. The server
// checks the Origin (a brand origin) at once, then the token of the first frame, and closes with
// CHAT_CLOSE_CODES.

/**
 * The first frame a client sends: the access token's value (without "Bearer "). The server
 * answers ChatSocketReady, or closes with CHAT_CLOSE_CODES.tokenInvalid (also when the first frame
 * is anything else or does not come within CHAT_LIMITS.authFrameTimeoutMs). Messages sent right
 * after it wait for the check, in order.
 */
export interface ChatSocketAuth {
  type: 'auth';
  token: string;
}

/**
 * What the client sends: one user message. `client_id` (uuid v4, made once per message) makes a
 * resend safe: the server stores a message once per room and client id, and answers a resend with
 * the same ack, and the reply when there is one, instead of storing and answering it again.
 */
export interface ChatSocketClientMessage {
  type: 'message';
  client_id: string;
  /** The text, 1 to CHAT_LIMITS.messageMaxChars characters (may be empty when a file is sent). */
  message: string;
  /** An attachment as a data URL of an allowed type (CHAT_LIMITS), or null. */
  file: string | null;
}

/** Everything a client sends, told apart by `type`. */
export type ChatSocketClientFrame = ChatSocketAuth | ChatSocketClientMessage;

/** The token of ChatSocketAuth was accepted: the room is open to this socket. */
export interface ChatSocketReady {
  type: 'ready';
}

/**
 * The user message is stored (before any answer is made); it now has its id, and its `file` is the
 * URL the stored attachment is served from (see ChatMessage.file), no longer the data URL sent.
 */
export interface ChatSocketAck {
  type: 'ack';
  client_id: string;
  message: ChatMessage;
}

/** A piece of the AI reply as the provider streams it; append `delta` to what came before. */
export interface ChatSocketChunk {
  type: 'chunk';
  client_id: string;
  delta: string;
}

/**
 * The AI reply, stored whole (its text is the whole reply, whatever chunks came before). The
 * pending user message gets `message.chat_source_recommendations` too. `message` is the
 * chat_response of docs/product.md §3.
 */
export interface ChatSocketReply {
  type: 'reply';
  client_id: string;
  message: ChatMessage;
  /** Follow-up questions (the related chat suggestions of docs/product.md §3). */
  related_prompts: string[];
  /**
   * True when this was the room's first exchange (a room nobody named is named after the
   * message), so the client reloads its room list. (Added to the agreed sketch.)
   */
  is_new_chat: boolean;
}

/** Why a message was refused or not answered. */
export type ChatSocketErrorCode =
  | 'RATE_LIMITED'
  | 'MESSAGE_TOO_LARGE'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  /** The user's stored attachments would go over CHAT_LIMITS.fileBytesPerUser. */
  | 'STORAGE_FULL'
  | 'AI_UNAVAILABLE'
  | 'BAD_MESSAGE';

/**
 * A message was refused (nothing stored; `client_id` when it could be read) or, with
 * AI_UNAVAILABLE, stored but not answered: the ack came, the reply will not, and chunks already
 * received for that `client_id` are void. Resending the same message (same `client_id`) asks for
 * the answer again. `detail` is a sentence to show the user.
 */
export interface ChatSocketError {
  type: 'error';
  client_id?: string;
  code: ChatSocketErrorCode;
  detail: string;
}

/** Everything the server sends on the chat socket, told apart by `type`. */
export type ChatSocketServerMessage =
  ChatSocketReady | ChatSocketAck | ChatSocketChunk | ChatSocketReply | ChatSocketError;
