import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ChatSocketServerMessage } from '../../../contracts';
import type { Database } from '../../../db/database';
import type { LibrarySearch } from '../library/library-search';
import { claimAnswer, releaseAnswer } from '../answer-claims';
import { findReply, recentMessages, storeReply, storeUserMessage } from '../messages.repository';
import { composeReply } from '../responder/compose-reply';
import { relatedPromptsFor } from '../responder/related-prompts';
import { ResponderUnavailableError, type Responder } from '../responder/responder';
import type { RoomRow } from '../rooms.repository';
import type { ChatFileLinks } from '../files/chat-file-links';
import type { ChatHub } from './chat-hub';
import type { ValidMessage } from './client-message';

/** What the user reads when the AI service fails or times out. */
export const AI_UNAVAILABLE_DETAIL =
  'The assistant could not answer just now. Your message is saved; please send it again in a moment.';
const FAILED_DETAIL = 'Something went wrong while answering. Your message is saved; please send it again.';

export interface ChatAnswers {
  /**
   * Stores the message (once per client id) and acknowledges it, then starts answering it (not
   * awaited): the reply goes to every socket of the user in the room. A resend gets the ack, and the reply once there is one,
   * on the socket it came from, and is answered only if no answer exists or is under way.
   */
  handle(
    room: RoomRow,
    message: ValidMessage,
    sendOwn: (frame: ChatSocketServerMessage) => void,
  ): Promise<void>;
  /** Stops answering: replies under way are abandoned (their messages stay stored). */
  close(): void;
}

export interface ChatAnswersOptions {
  db: Database;
  library: LibrarySearch;
  responder: Responder;
  hub: ChatHub;
  log: FastifyBaseLogger;
  links: ChatFileLinks;
  /** Most bytes of attachments a user may have stored (CHAT_LIMITS.fileBytesPerUser). */
  fileBytesPerUser: number;
  /** How long a server may take to answer before a resend may be answered elsewhere. */
  answerLeaseMs: number;
}

/** What the user reads when a file would take them over their storage of `bytes`. */
export function storageFullDetail(bytes: number): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `This file would take your chats over ${megabytes} MB of attachments, the most they can keep. Delete a chat with attachments to send more files.`;
}

export function createChatAnswers({
  db,
  library,
  responder,
  hub,
  log,
  links,
  fileBytesPerUser,
  answerLeaseMs,
}: ChatAnswersOptions): ChatAnswers {
  const shutdown = new AbortController();

  /**
   * Answers `question`, once across every server: whoever holds its lease answers. A new message
   * is stored with the lease of the server that stored it (`claimed`); a resend takes it only
   * when it is free, and otherwise waits for that reply (it reaches the user's sockets through
   * the hub).
   */
  async function answer(
    room: RoomRow,
    question: ChatMessage,
    first: boolean,
    claimed: boolean,
  ): Promise<void> {
    const clientId = question.client_id ?? '';
    const toRoom = (frame: ChatSocketServerMessage) => hub.toRoom(room.user_id, room.slug, frame);
    if (!claimed && !(await claimAnswer(db, question.id, answerLeaseMs))) return;
    let answered = false;
    try {
      const found = await library.search(question.message);
      const history =
        responder.historyMessages > 0
          ? await recentMessages(db, room.id, question.id, responder.historyMessages)
          : [];
      const composed = await composeReply(responder, {
        question: question.message,
        library: found,
        history,
        signal: shutdown.signal,
        onChunk: (delta) => toRoom({ type: 'chunk', client_id: clientId, delta }),
      });
      const videoIds = composed.videos.map((video) => video.id);
      const { reply } = await storeReply(db, room.id, question, composed.text, videoIds);
      answered = true;
      toRoom({
        type: 'reply',
        client_id: clientId,
        message: reply,
        related_prompts: composed.relatedPrompts,
        is_new_chat: first,
      });
    } catch (error) {
      if (shutdown.signal.aborted) return;
      const unavailable = error instanceof ResponderUnavailableError;
      log[unavailable ? 'warn' : 'error'](
        { err: error, responder: responder.kind, messageId: question.id },
        'chat: message not answered',
      );
      toRoom({
        type: 'error',
        client_id: clientId,
        code: 'AI_UNAVAILABLE',
        detail: unavailable ? AI_UNAVAILABLE_DETAIL : FAILED_DETAIL,
      });
    } finally {
      if (!answered)
        await releaseAnswer(db, question.id).catch((error: unknown) =>
          log.warn({ err: error, messageId: question.id }, 'chat: answer lease not given back'),
        );
    }
  }

  return {
    async handle(room, { clientId, text, file }, sendOwn) {
      const stored = await storeUserMessage(db, room, clientId, text, file, fileBytesPerUser, answerLeaseMs);
      if ('refused' in stored) {
        sendOwn({
          type: 'error',
          client_id: clientId,
          code: 'STORAGE_FULL',
          detail: storageFullDetail(fileBytesPerUser),
        });
        return;
      }
      const message = links.link(stored.message, room.user_id);
      const ack: ChatSocketServerMessage = { type: 'ack', client_id: clientId, message };
      if (stored.created) {
        hub.toRoom(room.user_id, room.slug, ack);
        // Not awaited: the socket's next message is stored while this one is answered.
        void answer(room, stored.message, stored.first, true);
        return;
      }
      sendOwn(ack);
      const reply = await findReply(db, stored.message.id);
      if (reply) {
        const related = relatedPromptsFor(
          await library.search(stored.message.message),
          stored.message.message,
        );
        sendOwn({
          type: 'reply',
          client_id: clientId,
          message: reply,
          related_prompts: related,
          is_new_chat: false,
        });
        return;
      }
      // Being answered (here or on another server): the reply reaches this socket too, and the
      // lease stops a second answer. Otherwise the earlier try failed or its server stopped:
      // answer now (a reply stored meanwhile elsewhere wins, see storeReply).
      void answer(room, stored.message, false, false);
    },
    close() {
      shutdown.abort();
    },
  };
}
