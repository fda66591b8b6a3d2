import { randomUUID } from 'node:crypto';
import { RESYNC_CLOSE } from '../src/modules/chat/socket/chat-hub';
import { chatServers, type ChatServer } from './support/chat-server-pair';
import { redisRelay } from './support/redis-relay';
import { CHAT_PATHS } from './support/spec-chat';
import { bearer } from './support/test-app';
import { testDrivers, type TestDriver } from './support/test-databases';

// One server cut off from Redis while the other keeps it (ADR 0170): the cut-off server still
// stores, acks and answers, but its reply never reaches the user's socket on the other server. When
// its link is back it tells the others, and every socket, on both servers, is closed with 1012 so
// its client reloads the room: the other server's client gets the reply it missed. Server A reaches
// Redis through a relay the test cuts, server B directly. Runs when TEST_DATABASE_URL and
// TEST_REDIS_URL (or REDIS_URL) are set.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const postgres = testDrivers.find((driver) => driver.name === 'postgres');
const RELAY_PORT = Number(process.env.TEST_REDIS_PARTITION_RELAY_PORT ?? 6652);

if (redisUrl && postgres) describePartition(redisUrl, postgres);

function describePartition(redisUrl: string, postgres: TestDriver): void {
  describe('chat when one server loses Redis and the other keeps it', () => {
    const relay = redisRelay(redisUrl, RELAY_PORT);
    const group = chatServers(postgres, 'chat-partition');
    let servers: ChatServer[] = [];

    beforeAll(async () => {
      await relay.open();
      servers = await group.open([relay.url, redisUrl]);
    }, 120_000);

    afterAll(async () => {
      await group.close();
      await relay.cut().catch(() => {});
    });

    it("closes the other server's sockets too once the cut-off server is back, so they reload what they missed", async () => {
      const [a, b] = servers as [ChatServer, ChatServer];
      const { session, room, connect } = await group.customerRoom(a);
      const onA = await connect(a);
      const onB = await connect(b);

      await relay.cut();
      const sent = { type: 'message', client_id: randomUUID(), message: 'What is a varicocele?', file: null };
      onA.send(sent);
      const reply = await onA.next('reply', (frame) => frame.client_id === sent.client_id);

      await relay.open();
      // B kept Redis all along, so only A's notice can tell it that its socket missed the reply.
      expect(await onB.closed).toEqual(RESYNC_CLOSE);
      expect(await onA.closed).toEqual(RESYNC_CLOSE);

      // B's client reloads the room: the reply it missed is there.
      const history = await b.app.inject({
        method: 'GET',
        url: CHAT_PATHS.roomMessages(room),
        headers: bearer(session.access),
      });
      expect(history.statusCode).toBe(200);
      const ids = history.json<{ results: { id: number }[] }>().results.map((message) => message.id);
      expect(ids).toContain(reply.message.id);
    });
  });
}
