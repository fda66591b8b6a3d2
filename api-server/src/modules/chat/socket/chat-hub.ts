import type { ClusterBus } from '../../../cluster/bus';
import type { ChatSocketServerMessage } from '../../../contracts';

/** An open chat socket as the hub knows it. */
export interface HubSocket {
  userId: string;
  /** The login session of the token it opened with. */
  sid: string;
  roomSlug: string;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/**
 * Where chat events meet the sockets they are for. Without Redis, this server's sockets only;
 * with it, every event is also published on the cluster bus, and each server applies the events of the others to
 * its own sockets, so a reply or a logout reaches a user's sockets wherever they are connected.
 */
export interface ChatHub {
  /** Adds a socket; the function returned removes it. */
  add(socket: HubSocket): () => void;
  /** Sends a frame to every socket of the user in the room. */
  toRoom(userId: string, roomSlug: string, frame: ChatSocketServerMessage): void;
  /** Closes the sockets of a login session (logout). */
  endSession(sid: string, code: number, reason: string): void;
  /** Closes every socket of the user except those of `keepSid` (password change or reset). */
  endUserSessions(userId: string, keepSid: string | null, code: number, reason: string): void;
  /** Closes the sockets of the user in the room (the room was deleted). */
  closeRoom(userId: string, roomSlug: string, code: number, reason: string): void;
  /**
   * This server's link to the others is back (docs/adr/0170): its sockets may have missed the
   * others' events, and the others' sockets the events this server sent meanwhile (Redis was
   * away for it alone, or for all of them at different moments). Every socket of every server is
   * closed so that its client reconnects, reloads the room and resends what still waits for a
   * reply.
   */
  resyncAll(): void;
  /** How many sockets this server holds. */
  readonly size: number;
  close(): Promise<void>;
}

type HubEvent =
  | { kind: 'room'; userId: string; roomSlug: string; frame: ChatSocketServerMessage }
  | { kind: 'session'; sid: string; code: number; reason: string }
  | { kind: 'user'; userId: string; keepSid: string | null; code: number; reason: string }
  | { kind: 'close-room'; userId: string; roomSlug: string; code: number; reason: string }
  | { kind: 'resync' };

export interface ChatHubOptions {
  /** How events reach the other servers of the deployment (a local bus: this server only). */
  bus: ClusterBus;
}

// The bus topic of chat events.
const TOPIC = 'chat-events';

/**
 * The WebSocket standard's "service restart": reconnect. The chat client reconnects on any close
 * it has no sentence for, reloads the room, then resends its unanswered messages (stored once per
 * client id, so nothing is doubled).
 */
export const RESYNC_CLOSE = { code: 1012, reason: 'Reconnect: chat events may have been missed' } as const;

export function createChatHub({ bus }: ChatHubOptions): ChatHub {
  const byUser = new Map<string, Set<HubSocket>>();
  let size = 0;

  function socketsOf(userId: string): HubSocket[] {
    return [...(byUser.get(userId) ?? [])];
  }

  function apply(event: HubEvent): void {
    switch (event.kind) {
      case 'room': {
        const frame = JSON.stringify(event.frame);
        for (const socket of socketsOf(event.userId))
          if (socket.roomSlug === event.roomSlug) socket.send(frame);
        return;
      }
      case 'session':
        for (const sockets of byUser.values())
          for (const socket of sockets) if (socket.sid === event.sid) socket.close(event.code, event.reason);
        return;
      case 'user':
        for (const socket of socketsOf(event.userId))
          if (socket.sid !== event.keepSid) socket.close(event.code, event.reason);
        return;
      case 'close-room':
        for (const socket of socketsOf(event.userId))
          if (socket.roomSlug === event.roomSlug) socket.close(event.code, event.reason);
        return;
      case 'resync':
        for (const sockets of [...byUser.values()])
          for (const socket of [...sockets]) socket.close(RESYNC_CLOSE.code, RESYNC_CLOSE.reason);
        return;
    }
  }

  bus.on(TOPIC, (event) => apply(event as HubEvent));

  function emit(event: HubEvent): void {
    apply(event);
    bus.publish(TOPIC, event);
  }

  return {
    add(socket) {
      const sockets = byUser.get(socket.userId) ?? new Set();
      sockets.add(socket);
      byUser.set(socket.userId, sockets);
      size += 1;
      return () => {
        if (!sockets.delete(socket)) return;
        size -= 1;
        if (sockets.size === 0) byUser.delete(socket.userId);
      };
    },
    toRoom: (userId, roomSlug, frame) => emit({ kind: 'room', userId, roomSlug, frame }),
    endSession: (sid, code, reason) => emit({ kind: 'session', sid, code, reason }),
    endUserSessions: (userId, keepSid, code, reason) => emit({ kind: 'user', userId, keepSid, code, reason }),
    closeRoom: (userId, roomSlug, code, reason) =>
      emit({ kind: 'close-room', userId, roomSlug, code, reason }),
    resyncAll: () => emit({ kind: 'resync' }),
    get size() {
      return size;
    },
    // The bus belongs to the app, which closes it.
    close: () => Promise.resolve(),
  };
}
