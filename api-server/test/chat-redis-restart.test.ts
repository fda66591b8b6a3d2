import { randomUUID } from 'node:crypto';
import { RESYNC_CLOSE } from '../src/modules/chat/socket/chat-hub';
import { chatServers, type ChatServer } from './support/chat-server-pair';
import type { TestSocket } from './support/chat-socket-client';
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
      const [ackAgain, replyAgain] = await resendUntilAnswered(() => connect(b), sent);
      expect(ackAgain.message.id).toBe(ack.message.id);
      expect(replyAgain.message.id).toBe(reply.message.id);
      const { rows } = await a.app.db.query<{ n: string }>(
        'select count(*) as n from chat_messages where client_id = $1',
        [sent.client_id],
      );
      expect(Number(rows[0]?.n)).toBe(2);
    });
  });
}

type Sent = { client_id: string };

/**
 * Opens a socket and resends `sent` until it is acked and answered, as the browser's client does
 * after every 1012. Each server that gets Redis back closes the chat sockets of every server, so a
 * socket opened on B once B is back may still be closed by A's return, which can come later on a
 * busy machine. Three tries: one per server's return, and one more.
 */
async function resendUntilAnswered(open: () => Promise<TestSocket>, sent: Sent) {
  const mine = (frame: { client_id?: string }) => frame.client_id === sent.client_id;
  for (let attempt = 1; ; attempt += 1) {
    const socket = await open().catch(() => null);
    socket?.send(sent);
    const answered = socket
      ? await Promise.race([
          Promise.all([socket.next('ack', mine), socket.next('reply', mine)]),
          socket.closed.then((close) => {
            expect(close).toEqual(RESYNC_CLOSE);
            return null;
          }),
        ])
      : null;
    if (answered) return answered;
    if (attempt === 3) throw new Error(`not answered after ${attempt} connections`);
  }
}
