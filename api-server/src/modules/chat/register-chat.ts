// The careapp chat's part of the app (docs/product.md, the chat): its routes, the socket hub
// shared with the other servers through the chat bus, the answers of the responder, and the
// closing of sockets whose sessions end. Kept apart from app.ts, which wires the modules together.
import websocket from '@fastify/websocket';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ClusterBus } from '../../cluster/bus';
import { DEFAULT_AI_TIMEOUT_MS, type ApiConfig, type ChatLimitsConfig } from '../../config';
import { CHAT_CLOSE_CODES, CHAT_LIMITS } from '../../contracts';
import type { Database } from '../../db/database';
import { originMatcher } from '../../http/cors';
import { hourlyLimit } from '../../http/hourly-limit';
import { noStoreHook } from '../../http/security-headers';
import type { SessionService } from '../auth/session.service';
import type { TokenService } from '../auth/tokens';
import { analyticsRoutes } from './analytics.routes';
import { chatRoutes } from './chat.routes';
import { createChatFileLinks } from './files/chat-file-links';
import { chatFileRoutes } from './files/chat-files.routes';
import { createLibrarySearch } from './library/library-search';
import { createBuiltInResponder } from './responder/built-in-responder';
import { createOpenAiResponder } from './responder/openai-responder';
import { createChatAnswers } from './socket/chat-answers';
import { createChatHub } from './socket/chat-hub';
import { chatSocketRoutes } from './socket/chat-socket.routes';
import { closeGracefully } from './socket/socket-errors';
import { videoRoutes } from './videos.routes';

export interface ChatWiring {
  db: Database;
  /** Carries socket events between the servers (Redis, else this process only). */
  chatBus: ClusterBus;
  ai: ApiConfig['ai'];
  chatLimits: ChatLimitsConfig;
  roomsPerUser: number;
  corsOrigins: string[];
  /** The server's signing key: attachment links are signed with it. */
  secret: string;
  tokens: TokenService;
  sessions: SessionService;
  authenticate: preHandlerAsyncHookHandler;
  now: () => number;
}

/** Registers the chat's routes and socket on `app`, and closes what it opened with the app. */
export async function registerChat(
  app: FastifyInstance,
  {
    db,
    chatBus,
    ai,
    chatLimits,
    roomsPerUser,
    corsOrigins,
    secret,
    tokens,
    sessions,
    authenticate,
    now,
  }: ChatWiring,
): Promise<void> {
  const library = createLibrarySearch(db);
  await app.register(videoRoutes, { db });
  const hub = createChatHub({ bus: chatBus });
  // Back from an outage of the link between servers: the sockets here may have missed another
  // server's replies or logouts, and theirs this server's; every client reconnects, reloads and
  // resends (ADR 0170).
  chatBus.onRestored(() => hub.resyncAll());
  const responder = ai ? createOpenAiResponder(ai) : createBuiltInResponder();
  // Attachments are served by signed links (an <img> sends no Authorization header).
  const fileLinks = createChatFileLinks(secret, now);
  const answers = createChatAnswers({
    db,
    library,
    responder,
    hub,
    log: app.log,
    links: fileLinks,
    fileBytesPerUser: chatLimits.fileBytesPerUser ?? CHAT_LIMITS.fileBytesPerUser,
    // The longest an answer may take, and a margin: past it the server is taken to have stopped.
    answerLeaseMs: (ai?.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS) + 30_000,
  });
  app.addHook('onClose', async () => {
    answers.close();
    await hub.close();
  });
  // A logout, a password change or a replayed refresh token ends sessions: their sockets close.
  sessions.onEnd((ended) =>
    'sid' in ended
      ? hub.endSession(ended.sid, CHAT_CLOSE_CODES.loggedOut, 'Logged out')
      : hub.endUserSessions(ended.userId, ended.keepSid, CHAT_CLOSE_CODES.loggedOut, 'Logged out'),
  );
  const chatRate = app.createRateLimit({
    max: chatLimits.messagesPerWindow,
    timeWindow: chatLimits.windowMs,
    keyGenerator: (request) => `chat:${request.auth?.sub ?? request.ip}`,
  });
  // Chat answers hold the user's conversation: no cache may keep them.
  await app.register(async (chatScope) => {
    chatScope.addHook('onSend', noStoreHook);
    await chatScope.register(chatRoutes, {
      db,
      authenticate,
      library,
      links: fileLinks,
      onRoomDeleted: (userId, slug) =>
        hub.closeRoom(userId, slug, CHAT_CLOSE_CODES.roomNotFound, 'Chat room deleted'),
      roomLimit: hourlyLimit(app, roomsPerUser, (request) => `rooms:${request.auth?.sub ?? request.ip}`),
    });
    await chatScope.register(analyticsRoutes, { db, authenticate });
    await chatScope.register(websocket, {
      options: { maxPayload: CHAT_LIMITS.frameMaxBytes },
      errorHandler: closeGracefully,
    });
    await chatScope.register(chatSocketRoutes, {
      db,
      tokens,
      sessions,
      hub,
      answers,
      allowOrigin: originMatcher(corsOrigins),
      // isAllowed is only set for allow-listed keys; the count decides.
      allowMessage: async (request) => {
        const state = await chatRate(request);
        return state.isAllowed || !state.isExceeded;
      },
      now,
    });
  });
  // Outside the chat's no-store scope: a file's answer may be cached until its link expires.
  await app.register(chatFileRoutes, { db, links: fileLinks, now });
}
