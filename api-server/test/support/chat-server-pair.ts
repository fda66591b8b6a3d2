import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './chat-socket-client';
import { CHAT_PATHS } from './spec-chat';
import { bearer, buildTestApp, login } from './test-app';
import type { TestDatabase, TestDriver } from './test-databases';

export interface ChatServer {
  app: FastifyInstance;
  base: string;
}

/**
 * API servers of one deployment for the chat's Redis outage tests (ADR 0170): one PostgreSQL
 * database, one Redis prefix, each server reaching Redis at its own URL (directly, or through a
 * relay the test cuts). Sockets opened through `customerRoom` are closed with the servers.
 */
export function chatServers(postgres: TestDriver, label: string) {
  let database: TestDatabase | undefined;
  const servers: ChatServer[] = [];
  const sockets: TestSocket[] = [];
  return {
    /** One server per Redis URL, in that order. */
    async open(redisUrls: readonly string[]): Promise<ChatServer[]> {
      database = await postgres.create();
      const redisPrefix = `${label}-${randomUUID()}:`;
      for (const redisUrl of redisUrls) {
        const app = await buildTestApp(database.config, { redisUrl, redisPrefix });
        servers.push({ app, base: await listen(app) });
      }
      return servers;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.close();
      for (const { app } of servers) await app.close();
      await database?.drop();
    },
    /** The development customer signed in through `server`, a new room of theirs, and their sockets to it. */
    async customerRoom(server: ChatServer) {
      const session = await login(server.app);
      const room = (
        await server.app.inject({
          method: 'POST',
          url: CHAT_PATHS.rooms,
          payload: {},
          headers: bearer(session.access),
        })
      ).json<{ slug: string }>().slug;
      const connect = async (on: ChatServer): Promise<TestSocket> => {
        const socket = openSocket(`${on.base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, session.access);
        sockets.push(socket);
        await socket.opened;
        return socket;
      };
      return { session, room, connect };
    },
  };
}
