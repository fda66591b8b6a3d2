import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_PATHS } from './support/spec-chat';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './support/chat-socket-client';
import { bearer, buildTestApp, login, type TokenPair } from './support/test-app';
import { testDrivers, type TestDatabase, type TestDriver } from './support/test-databases';

// A chat message resent through another server while the first one answers it (the client
// resends unanswered messages after a reconnect, maybe to another server) is stored once and
// answered once: the database holds who answers (docs/adr/0120-api-servers-side-by-side.md).
// Runs when TEST_DATABASE_URL is set: two PGlite servers cannot share a database.
const postgres = testDrivers.find((driver) => driver.name === 'postgres');

/** A chat-completions endpoint that holds every request until `release`, counting them. */
async function startHeldProvider() {
  const held: ServerResponse[] = [];
  let requests = 0;
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      held.push(response);
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get requests() {
      return requests;
    },
    /** Resolves once `count` requests came in. */
    async received(count: number) {
      while (requests < count) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(text: string) {
      for (const response of held.splice(0)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
      }
    },
    async close() {
      for (const response of held.splice(0)) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (postgres) describeResend(postgres);

function describeResend(postgres: TestDriver): void {
  describe('a chat message resent through another server', () => {
    let provider: Awaited<ReturnType<typeof startHeldProvider>>;
    let database: TestDatabase;
    const servers: { app: FastifyInstance; base: string }[] = [];
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      provider = await startHeldProvider();
      database = await postgres.create();
      const ai = { baseUrl: provider.baseUrl, model: 'test-model', apiKey: null, timeoutMs: 20_000 };
      for (let index = 0; index < 2; index += 1) {
        const app = await buildTestApp(database.config, { ai, redisUrl: null });
        servers.push({ app, base: await listen(app) });
      }
    }, 90_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      for (const { app } of servers) await app.close();
      await database?.drop();
      await provider?.close();
    });

    const connect = async (server: number, room: string, session: TokenPair) => {
      const socket = openSocket(
        `${servers[server]!.base}${CHAT_PATHS.socket(room)}`,
        ALLOWED_ORIGIN,
        session.access,
      );
      sockets.push(socket);
      await socket.opened;
      return socket;
    };

    it('is stored once and answered once: one AI request, one reply', async () => {
      const session = await login(servers[0]!.app);
      const room = (
        await servers[0]!.app.inject({
          method: 'POST',
          url: CHAT_PATHS.rooms,
          payload: {},
          headers: bearer(session.access),
        })
      ).json<{ slug: string }>().slug;
      const first = await connect(0, room, session);
      const second = await connect(1, room, session);
      const sent = { type: 'message', client_id: randomUUID(), message: 'What is a varicocele?', file: null };
      first.send(sent);
      await first.next('ack', (frame) => frame.client_id === sent.client_id);
      // Server 0 is asking the AI; the client, reconnected to server 1, resends the message.
      await provider.received(1);
      second.send(sent);
      await second.next('ack', (frame) => frame.client_id === sent.client_id);
      provider.release('A varicocele is a widening of veins.');
      const reply = await first.next('reply', (frame) => frame.client_id === sent.client_id);
      expect(reply.message).toMatchObject({ is_ai: true });
      // A second answer would have asked the AI again: the messages show there was none.
      const messages = (
        await servers[1]!.app.inject({
          method: 'GET',
          url: CHAT_PATHS.roomMessages(room),
          headers: bearer(session.access),
        })
      ).json<{ results: { is_ai: boolean }[] }>().results;
      expect(messages.map((message) => message.is_ai)).toEqual([false, true]);
      expect(provider.requests).toBe(1);
    });
  });
}
