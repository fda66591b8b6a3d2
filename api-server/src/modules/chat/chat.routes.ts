import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {
  ChatMessage,
  ChatMessageList,
  ChatRoom,
  ChatRoomList,
  ChatSuggestionsResponse,
  CreateChatRoomRequest,
  RelatedChatPromptsResponse,
} from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { sendTooMany, type HourlyLimit } from '../../http/hourly-limit';
import * as schemas from 'shared-contracts/schemas';
import type { ChatFileLinks } from './files/chat-file-links';
import { CHAT_SUGGESTIONS } from './library/health-videos.seed-data';
import type { LibrarySearch } from './library/library-search';
import {
  hasAnyMessage,
  lastUserMessage,
  listMessages,
  listMessagesAfter,
  messageInRoom,
  setFeedback,
} from './messages.repository';
import { relatedPromptsFor } from './responder/related-prompts';
import {
  createRoom,
  deleteRoom,
  findOwnRoom,
  listOwnRooms,
  publicRoom,
  renameRoom,
} from './rooms.repository';

export interface ChatRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
  library: LibrarySearch;
  /** Signs the links of attachments in the answered messages. */
  links: ChatFileLinks;
  /** A room was deleted: its open sockets close. */
  onRoomDeleted: (userId: string, slug: string) => void;
  /** Counts a room the request's user creates. */
  roomLimit: HourlyLimit;
}

const ROOM_NOT_FOUND = { detail: 'Chat room not found.' } as const;

/** A path of `endpoints` with Fastify parameters in place of its arguments. */
function route<A extends string[]>(build: (...args: A) => string, ...names: A): string {
  return names.reduce((path, name) => path.replace(name, `:${name}`), build(...names));
}

const ROOM_ROUTE = route(endpoints.chat.room, 'slug');
const MESSAGES_ROUTE = route(endpoints.chat.roomMessages, 'slug');
const FEEDBACK_ROUTE = route(endpoints.chat.messageFeedback, 'roomSlug', 'messageId');

function userOf(request: FastifyRequest): string {
  const userId = request.auth?.sub;
  if (!userId) throw new Error(`${request.routeOptions.url} reached without a signed-in user`);
  return userId;
}

/** Page links in the style of the other lists: the same path with limit and offset. */
function pageLinks(path: string, limit: number, offset: number, count: number) {
  const page = (start: number) => `${path}?limit=${limit}&offset=${start}`;
  return {
    next: offset + limit < count ? page(offset + limit) : null,
    previous: offset > 0 ? page(Math.max(offset - limit, 0)) : null,
  };
}

/**
 * The chat calls of docs/product.md §7 over HTTP: rooms, message pages, suggestions, related prompts and
 * feedback. Every call needs a signed-in user and sees only that user's rooms: another user's
 * slug answers 404 as an unknown one does. app.ts registers this plugin in the no-store scope.
 */
export const chatRoutes: FastifyPluginCallbackTypebox<ChatRoutesOptions> = (
  app,
  { db, authenticate, library, links, onRoomDeleted, roomLimit },
  done,
) => {
  app.addHook('preHandler', authenticate);

  app.get<{ Querystring: { limit: number; offset: number } }>(
    endpoints.chat.rooms,
    { schema: { querystring: schemas.roomsQuery } },
    async (request): Promise<ChatRoomList> => {
      const { limit, offset } = request.query;
      const { count, rooms } = await listOwnRooms(db, userOf(request), limit, offset);
      return {
        count,
        ...pageLinks(endpoints.chat.rooms, limit, offset, count),
        results: rooms.map(publicRoom),
      };
    },
  );

  app.post<{ Body: CreateChatRoomRequest | undefined }>(
    endpoints.chat.rooms,
    {
      schema: { body: schemas.createRoomBody },
      // A POST without a body (no name) is a valid create.
      preValidation: (request, _reply, next) => {
        request.body ??= {};
        next();
      },
    },
    async (request, reply) => {
      const wait = await roomLimit(request);
      if (wait !== null) return sendTooMany(reply, wait, 'new conversations');
      const room = await createRoom(db, userOf(request), request.body?.name?.trim() ?? null);
      const created: ChatRoom = publicRoom(room);
      return reply.code(201).send(created);
    },
  );

  app.post(
    ROOM_ROUTE,
    { schema: { params: schemas.roomParams, body: schemas.renameRoomBody } },
    async (request, reply) => {
      const room = await findOwnRoom(db, userOf(request), request.params.slug);
      if (!room) return reply.code(404).send(ROOM_NOT_FOUND);
      return publicRoom(await renameRoom(db, room.id, request.body.name.trim()));
    },
  );

  app.delete(ROOM_ROUTE, { schema: { params: schemas.roomParams } }, async (request, reply) => {
    const room = await findOwnRoom(db, userOf(request), request.params.slug);
    if (!room) return reply.code(404).send(ROOM_NOT_FOUND);
    await deleteRoom(db, room.id);
    onRoomDeleted(room.user_id, room.slug);
    return reply.code(204).send();
  });

  app.get<{ Params: { slug: string }; Querystring: { limit: number; offset: number; after_id?: number } }>(
    MESSAGES_ROUTE,
    { schema: { params: schemas.roomParams, querystring: schemas.messagesQuery } },
    async (request, reply): Promise<ChatMessageList> => {
      const room = await findOwnRoom(db, userOf(request), request.params.slug);
      if (!room) return reply.code(404).send(ROOM_NOT_FOUND);
      const { limit, offset, after_id: afterId } = request.query;
      const withLink = (message: ChatMessage) => links.link(message, room.user_id);
      const path = endpoints.chat.roomMessages(room.slug);
      if (afterId !== undefined) {
        const { count, messages } = await listMessagesAfter(db, room.id, afterId, limit);
        const last = messages.at(-1);
        const next = count > messages.length && last ? `${path}?limit=${limit}&after_id=${last.id}` : null;
        return { count, next, previous: null, results: messages.map(withLink) };
      }
      const { count, messages } = await listMessages(db, room.id, limit, offset);
      return { count, ...pageLinks(path, limit, offset, count), results: messages.map(withLink) };
    },
  );

  app.get(endpoints.chat.chatSuggestions, async (request): Promise<ChatSuggestionsResponse> => {
    const chatted = await hasAnyMessage(db, userOf(request));
    return { is_new_chat: !chatted, results: [...CHAT_SUGGESTIONS] };
  });

  app.post(
    endpoints.chat.relatedChatPrompts,
    { schema: { body: schemas.relatedPromptsBody } },
    async (request, reply): Promise<RelatedChatPromptsResponse> => {
      let text = request.body.message ?? null;
      if (request.body.room !== undefined) {
        const room = await findOwnRoom(db, userOf(request), request.body.room);
        if (!room) return reply.code(404).send(ROOM_NOT_FOUND);
        text ??= await lastUserMessage(db, room.id);
      }
      const results =
        text === null ? [...CHAT_SUGGESTIONS] : relatedPromptsFor(await library.search(text), text);
      return { results };
    },
  );

  app.post(
    FEEDBACK_ROUTE,
    { schema: { params: schemas.feedbackParams, body: schemas.feedbackBody } },
    async (request, reply) => {
      const room = await findOwnRoom(db, userOf(request), request.params.roomSlug);
      if (!room) return reply.code(404).send(ROOM_NOT_FOUND);
      const text = request.body.feedback_message?.trim() || null;
      const rated = await setFeedback(
        db,
        room.id,
        request.params.messageId,
        request.body.feedback_type,
        text,
      );
      if (rated) return rated;
      if (await messageInRoom(db, room.id, request.params.messageId))
        return reply.code(400).send({ detail: 'Only replies of the assistant can be rated.' });
      return reply.code(404).send({ detail: 'Message not found.' });
    },
  );

  done();
};
