import { randomUUID } from 'node:crypto';
import { RESYNC_CLOSE } from '../src/modules/chat/socket/chat-hub';
import { chatServers, type ChatServer } from './support/chat-server-pair';
import { redisRelay } from './support/redis-relay';
import { testDrivers, type TestDriver } from './support/test-databases';

// A Redis restart in the middle of a conversation, on two API servers (ADR 0170): while Redis is
// away a message is still stored, acked and answered on the server it was sent to; once Redis is
// back every server closes its chat sockets with 1012 so their clients reload and resend what
// waits for a reply, and a resend through the other server is answered from what was stored:
// nothing lost, nothing doubled. Both servers reach Redis through a relay the test cuts. Runs when
// TEST_DATABASE_URL and TEST_REDIS_URL (or REDIS_URL) are set.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const postgres = testDrivers.find((driver) => driver.name === 'postgres');
const RELAY_PORT = Number(process.env.TEST_REDIS_RELAY_PORT ?? 6551);

if (redisUrl && postgres) describeRestart(redisUrl, postgres);

function describeRestart(redisUrl: string, postgres: TestDriver): void {
  describe('chat across a Redis restart, on two servers', () => {
    const relay = redisRelay(redisUrl, RELAY_PORT);
    const group = chatServers(postgres, 'chat-restart');
    let servers: ChatServer[] = [];

    beforeAll(async () => {
      await relay.open();
      servers = await group.open([relay.url, relay.url]);
    }, 120_000);

    afterAll(async () => {
      await group.close();
      await relay.cut().catch(() => {});
    });

    it('answers on the same server while Redis is away, then has every socket resync once it is back', async () => {
      const [a, b] = servers as [ChatServer, ChatServer];
      const { connect } = await group.customerRoom(a);
      const onA = await connect(a);
      const onB = await connect(b);

      await relay.cut();
      const sent = { type: 'message', client_id: randomUUID(), message: 'What is a varicocele?', file: null };
      onA.send(sent);
      const ack = await onA.next('ack', (frame) => frame.client_id === sent.client_id);
      const reply = await onA.next('reply', (frame) => frame.client_id === sent.client_id);

      await relay.open();
      // Back: both servers tell their clients to reconnect (the one on B missed the reply).
      for (const socket of [onA, onB]) expect(await socket.closed).toEqual(RESYNC_CLOSE);

      // B's client reconnects and resends what waited for a reply: the stored answer, not a new one.
      const again = await connect(b);
      again.send(sent);
      expect((await again.next('ack', (frame) => frame.client_id === sent.client_id)).message.id).toBe(
        ack.message.id,
      );
      expect((await again.next('reply', (frame) => frame.client_id === sent.client_id)).message.id).toBe(
        reply.message.id,
      );
      const { rows } = await a.app.db.query<{ n: string }>(
        'select count(*) as n from chat_messages where client_id = $1',
        [sent.client_id],
      );
      expect(Number(rows[0]?.n)).toBe(2);
    });
  });
}
