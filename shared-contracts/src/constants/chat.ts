// Limits and close codes of the chat, checked in the browser and again on the server.

/** The file types a chat attachment may have. */
export const CHAT_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** One of {@link CHAT_FILE_TYPES}. */
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];

/** Sizes the chat accepts. */
export const CHAT_LIMITS = {
  /** Longest message text, in characters (UTF-16 code units, as `string.length` counts). */
  messageMaxChars: 4000,
  /** Largest attachment, decoded (5 MB). */
  fileMaxBytes: 5 * 1024 * 1024,
  /**
   * Most bytes of attachments one user may have stored, all rooms together (50 MB). A message whose
   * file would go over it is refused with STORAGE_FULL; deleting a room frees its files.
   */
  fileBytesPerUser: 50 * 1024 * 1024,
  /**
   * Largest socket frame the server reads (8 MB: a 5 MB file as base64 plus the text); a bigger
   * frame closes the socket with CHAT_CLOSE_CODES.tooBig.
   */
  frameMaxBytes: 8 * 1024 * 1024,
  /** How long the server waits for the first frame (ChatSocketAuth) of a new socket. */
  authFrameTimeoutMs: 10_000,
  /** Longest room name, in characters. */
  roomNameMaxChars: 100,
  /** Longest feedback text, in characters. */
  feedbackMaxChars: 1000,
} as const;

/**
 * Close codes of the chat socket. The server sends tokenInvalid, originRefused, loggedOut and
 * tooBig; `replaced` is the code the client uses when it closes its own earlier socket for a newer
 * one (docs/product.md §4), so its handler can tell that close from a dropped connection.
 */
export const CHAT_CLOSE_CODES = {
  /** Replaced by a newer connection (client side): do not reconnect. */
  replaced: 4000,
  /** The user logged out (on any device or server instance): do not reconnect. */
  loggedOut: 4001,
  /** The token is missing, invalid or expired: refresh the access token once, then reconnect. */
  tokenInvalid: 4401,
  /** The page's Origin is not one of the brands': do not reconnect. */
  originRefused: 4403,
  /** The room does not exist or is another user's: do not reconnect. */
  roomNotFound: 4404,
  /** A frame over CHAT_LIMITS.frameMaxBytes (the WebSocket standard's "message too big"). */
  tooBig: 1009,
} as const;

/** Whether `type` is one of {@link CHAT_FILE_TYPES}. */
export function isChatFileType(type: string): type is ChatFileType {
  return (CHAT_FILE_TYPES as readonly string[]).includes(type);
}
