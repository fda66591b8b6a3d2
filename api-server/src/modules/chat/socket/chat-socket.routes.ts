import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE_CODES, CHAT_LIMITS, endpoints, type ChatSocketServerMessage } from '../../../contracts';
import type { Database } from '../../../db/database';
import type { SessionService } from '../../auth/session.service';
import type { TokenClaims, TokenService } from '../../auth/tokens';
import { findOwnRoom, type RoomRow } from '../rooms.repository';
import type { ChatAnswers } from './chat-answers';
import type { ChatHub } from './chat-hub';
import { readClientMessage } from './client-message';

export interface ChatSocketOptions {
  db: Database;
  tokens: TokenService;
  sessions: SessionService;
  hub: ChatHub;
  answers: ChatAnswers;
  /** Whether a page of this origin may open the socket (the brands' origins, as for CORS). */
  allowOrigin: (origin: string) => boolean;
  /** Counts a message of the user; false when over the limit. */
  allowMessage: (request: FastifyRequest) => Promise<boolean>;
  now: () => number;
  /** How long a new socket may take to send its auth frame (CHAT_LIMITS.authFrameTimeoutMs). */
  authFrameTimeoutMs?: number;
}

const ROOM = 'ROOM';
/** `/ws/chat/:room/`. */
export const CHAT_SOCKET_ROUTE = endpoints.ws.chat(ROOM).replace(ROOM, ':room');

/** Longest a timer may wait in Node (about 24.8 days); a token living longer is checked again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Connection {
  claims: TokenClaims;
  room: RoomRow;
}

/** Why a socket is closed right after it opened. */
interface Refusal {
  refused: number;
  reason: string;
}

const NO_AUTH_FRAME: Refusal = {
  refused: CHAT_CLOSE_CODES.tokenInvalid,
  reason: 'The first frame must carry the access token',
};

/** The token of a first frame `{ type: 'auth', token }`, or null when it is anything else. */
function tokenOfAuthFrame(data: Buffer, isBinary: boolean): string | null {
  if (isBinary) return null;
  try {
    const frame: unknown = JSON.parse(data.toString('utf8'));
    if (typeof frame !== 'object' || frame === null) return null;
    const { type, token } = frame as Record<string, unknown>;
    return type === 'auth' && typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The chat WebSocket of docs/product.md §7. The upgrade is always accepted and then closed with a code the
 * page can read (a refused upgrade looks like a network failure to a browser): 4403 for a page of
 * another origin, 4401 for a missing, invalid or expired token or an ended session, 4404 for a
 * room that is not the user's. An open socket closes with 4401 when its token expires and with
 * 4001 when its session ends (logout on any server). Each message is checked, counted against the
 * user's rate limit and stored before it is answered.
 */
export const chatSocketRoutes: FastifyPluginCallback<ChatSocketOptions> = (
  app: FastifyInstance,
  options,
  done,
) => {
  const { db, tokens, sessions, hub, answers, allowOrigin, allowMessage, now } = options;
  const authFrameTimeoutMs = options.authFrameTimeoutMs ?? CHAT_LIMITS.authFrameTimeoutMs;

  async function connect(
    request: FastifyRequest<{ Params: { room: string }; Querystring: { key?: string } }>,
    token: Promise<string | null>,
  ): Promise<Connection | Refusal> {
    const origin = request.headers.origin;
    if (!origin || !allowOrigin(origin))
      return { refused: CHAT_CLOSE_CODES.originRefused, reason: 'Origin not allowed' };
    const sent = await token;
    if (sent === null) return NO_AUTH_FRAME;
    const claims = await tokens.verify(sent, 'access');
    if (!claims || !(await sessions.isLive(claims)))
      return { refused: CHAT_CLOSE_CODES.tokenInvalid, reason: 'Invalid or expired access token' };
    const room = /^[A-Za-z0-9_-]{1,64}$/.test(request.params.room)
      ? await findOwnRoom(db, claims.sub, request.params.room)
      : null;
    if (!room) return { refused: CHAT_CLOSE_CODES.roomNotFound, reason: 'Chat room not found' };
    request.auth = claims;
    return { claims, room };
  }

  app.get<{ Params: { room: string }; Querystring: { key?: string } }>(
    CHAT_SOCKET_ROUTE,
    { websocket: true },
    (socket: WebSocket, request) => {
      const send = (frame: ChatSocketServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      let removeFromHub = () => {};
      let expiryTimer: NodeJS.Timeout | undefined;
      const close = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
          socket.close(code, reason);
      };
      socket.on('close', () => {
        removeFromHub();
        clearTimeout(expiryTimer);
      });

      // The token: the first frame's, or the legacy query's. Until it is known, frames wait.
      let giveToken: ((token: string | null) => void) | null = null;
      const token =
        request.query.key !== undefined
          ? Promise.resolve(request.query.key)
          : new Promise<string | null>((resolve) => {
              const timer = setTimeout(() => resolve(null), authFrameTimeoutMs);
              timer.unref();
              giveToken = (value) => {
                clearTimeout(timer);
                resolve(value);
              };
              socket.on('close', () => giveToken?.(null));
            });

      // Messages may arrive while the token is being checked: they wait for it, in order.
      const ready = connect(request, token).catch((error: unknown): Refusal => {
        request.log.error({ err: error }, 'chat: socket could not be opened');
        return { refused: 1011, reason: 'Server error' };
      });
      let queue: Promise<void> = ready.then((opened) => {
        if ('refused' in opened) return close(opened.refused, opened.reason);
        const { claims, room } = opened;
        const expire = () => {
          const left = claims.exp * 1000 - now();
          if (left <= 0) return close(CHAT_CLOSE_CODES.tokenInvalid, 'Access token expired');
          expiryTimer = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
          expiryTimer.unref();
        };
        expire();
        if (socket.readyState !== socket.OPEN) return;
        send({ type: 'ready' });
        removeFromHub = hub.add({
          userId: claims.sub,
          sid: claims.sid,
          roomSlug: room.slug,
          send: (frame) => {
            if (socket.readyState === socket.OPEN) socket.send(frame);
          },
          close,
        });
      });

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (giveToken) {
          const give = giveToken;
          giveToken = null;
          give(tokenOfAuthFrame(data, isBinary));
          return;
        }
        queue = queue
          .then(() => receive(data, isBinary))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'chat: socket message failed');
          });
      });

      async function receive(data: Buffer, isBinary: boolean): Promise<void> {
        const opened = await ready;
        if ('refused' in opened || socket.readyState !== socket.OPEN) return;
        // The clock of the app decides, also between timer ticks.
        if (opened.claims.exp * 1000 <= now())
          return close(CHAT_CLOSE_CODES.tokenInvalid, 'Access token expired');
        const read = readClientMessage(data, isBinary);
        // Every frame counts, well-formed or not: refused frames cost the server too.
        if (!(await allowMessage(request))) {
          const clientId = 'ok' in read ? read.ok.clientId : read.clientId;
          return send({
            type: 'error',
            ...(clientId ? { client_id: clientId } : {}),
            code: 'RATE_LIMITED',
            detail: 'You are sending messages too quickly. Please wait a moment and try again.',
          });
        }
        if (!('ok' in read)) {
          const { code, detail, clientId } = read;
          return send({ type: 'error', code, detail, ...(clientId ? { client_id: clientId } : {}) });
        }
        try {
          await answers.handle(opened.room, read.ok, send);
        } catch (error) {
          request.log.error({ err: error }, 'chat: message not stored');
          send({
            type: 'error',
            client_id: read.ok.clientId,
            code: 'AI_UNAVAILABLE',
            detail: 'Your message could not be saved. Please send it again.',
          });
        }
      }
    },
  );
  done();
};
