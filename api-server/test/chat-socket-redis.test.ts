import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from './support/spec-chat';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './support/chat-socket-client';
import { bearer, buildTestApp, EDITOR, login, type TokenPair } from './support/test-app';
import { pglite, testDrivers, type TestDatabase } from './support/test-databases';

// Two API servers on one PostgreSQL and one Redis (docs/architecture.md "The API server"): socket
// events and the chat rate limit reach across them. Runs when both are given (TEST_REDIS_URL or
// REDIS_URL, and TEST_DATABASE_URL: two PGlite servers cannot share a database); .ci/run sets both
// when the standard ports answer. One server without Redis always runs below.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const postgres = testDrivers.find((driver) => driver.name === 'postgres');

if (redisUrl && postgres) describeTwoServers(redisUrl, postgres.create);

describe('chat socket events without Redis', () => {
  it('reach the sockets of this one server, in memory: a second socket gets the reply, a logout closes both', async () => {
    const database = await pglite.create();
    const app = await buildTestApp(database.config, { redisUrl: null });
    try {
      const base = await listen(app);
      const session = await login(app);
      const room = (
        await app.inject({
          method: 'POST',
          url: CHAT_PATHS.rooms,
          payload: {},
          headers: bearer(session.access),
        })
      ).json<{ slug: string }>().slug;
      const [one, two] = [0, 1].map(() =>
        openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, session.access),
      );
      await Promise.all([one!.opened, two!.opened]);
      const sent = { type: 'message', client_id: randomUUID(), message: 'What is a varicocele?', file: null };
      one!.send(sent);
      expect((await two!.next('reply', (frame) => frame.client_id === sent.client_id)).message).toMatchObject(
        {
          is_ai: true,
        },
      );
      await app.inject({
        method: 'POST',
        url: '/api/users/logout/',
        payload: { refresh: session.refresh },
        headers: bearer(session.access),
      });
      expect(await one!.closed).toMatchObject({ code: 4001 });
      expect(await two!.closed).toMatchObject({ code: 4001 });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

function describeTwoServers(url: string, createDatabase: () => Promise<TestDatabase>): void {
  describe('two API servers on one PostgreSQL and one Redis', () => {
    let database: TestDatabase;
    const servers: { app: FastifyInstance; base: string }[] = [];
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      database = await createDatabase();
      // One deployment: the same channel and limit names; a fresh prefix, so runs never mix.
      const prefix = `chat-test-${randomUUID()}-`;
      const shared = {
        redisUrl: url,
        chatChannelPrefix: prefix,
        rateLimitNameSpace: prefix,
        chatLimits: { messagesPerWindow: 3, windowMs: 60_000 },
      };
      for (let index = 0; index < 2; index += 1) {
        const app = await buildTestApp(database.config, shared);
        servers.push({ app, base: await listen(app) });
      }
    }, 120_000);

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });

    afterAll(async () => {
      for (const { app } of servers) await app.close();
      await database?.drop();
    });

    const newRoom = async (session: TokenPair) =>
      (
        await servers[0]!.app.inject({
          method: 'POST',
          url: CHAT_PATHS.rooms,
          payload: {},
          headers: bearer(session.access),
        })
      ).json<{ slug: string }>().slug;
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
    const message = (text: string) => ({
      type: 'message',
      client_id: randomUUID(),
      message: text,
      file: null,
    });

    it('sends the ack and reply of a message posted through one server to the socket held on the other', async () => {
      const session = await login(servers[0]!.app);
      const room = await newRoom(session);
      const here = await connect(0, room, session);
      const there = await connect(1, room, session);
      const sent = message('What is a varicocele?');
      here.send(sent);
      const reply = await there.next('reply', (frame) => frame.client_id === sent.client_id);
      expect(reply.message).toMatchObject({ is_ai: true, client_id: sent.client_id });
      expect(await there.next('ack', (frame) => frame.client_id === sent.client_id)).toMatchObject({
        message: { is_ai: false, message: 'What is a varicocele?' },
      });
      // Each server sends it once: the socket where it was sent does not get it twice.
      await here.next('reply', (frame) => frame.client_id === sent.client_id);
      expect(here.frames.filter((frame) => frame.type === 'reply')).toHaveLength(1);
      expect(there.frames.filter((frame) => frame.type === 'reply')).toHaveLength(1);
    });

    it('counts the messages of a user on both servers against one limit', async () => {
      const session = await login(servers[0]!.app, EDITOR);
      const room = await newRoom(session);
      const first = await connect(0, room, session);
      const second = await connect(1, room, session);
      for (const [socket, text] of [
        [first, 'One'],
        [second, 'Two'],
        [first, 'Three'],
      ] as const) {
        const sent = message(text);
        socket.send(sent);
        await socket.next('ack', (frame) => frame.client_id === sent.client_id);
      }
      const fourth = message('Four');
      second.send(fourth);
      expect(await second.next('error', (frame) => frame.client_id === fourth.client_id)).toMatchObject({
        code: 'RATE_LIMITED',
      });
    });

    it('closes the sockets of a session on both servers with 4001 when it logs out on one', async () => {
      const session = await login(servers[1]!.app);
      const room = await newRoom(session);
      const onFirst = await connect(0, room, session);
      const onSecond = await connect(1, room, session);
      const loggedOut = await servers[1]!.app.inject({
        method: 'POST',
        url: '/api/users/logout/',
        payload: { refresh: session.refresh },
        headers: bearer(session.access),
      });
      expect(loggedOut.statusCode).toBe(200);
      expect(await onFirst.closed).toMatchObject({ code: 4001 });
      expect(await onSecond.closed).toMatchObject({ code: 4001 });
    });
  });
}
