import { randomBytes, randomUUID } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import { CHAT_PATHS } from './support/spec-chat';
import { ALLOWED_ORIGIN, listen, openSocket } from './support/chat-socket-client';
import { bearer, describeOnEachDatabase, login } from './support/test-app';

/**
 * A client that writes a frame header announcing `length` bytes and then keeps sending payload,
 * as a browser uploading a big message does. Resolves with what came back and how the connection
 * ended: a server that drops the connection while data is still arriving resets it, and the
 * client never reads the close frame (the browser reports 1006).
 */
function sendOversizedFrame(url: URL, length: number): Promise<{ received: Buffer; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = tcpConnect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let upgraded = false;
    let reset = false;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
    });
    socket.on('close', () => resolve({ received: Buffer.concat(chunks), reset }));
    socket.on('data', (data: Buffer) => {
      if (upgraded) {
        chunks.push(data);
        return;
      }
      upgraded = true;
      const header = Buffer.alloc(14);
      header[0] = 0x81; // a final text frame
      header[1] = 0x80 | 127; // masked, 64-bit length
      header.writeBigUInt64BE(BigInt(length), 2);
      randomBytes(4).copy(header, 10);
      socket.write(header);
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < length && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        `Sec-WebSocket-Version: 13\r\nOrigin: ${ALLOWED_ORIGIN}\r\n\r\n`,
    );
  });
}

describeOnEachDatabase(
  'frames the chat socket refuses',
  (server) => {
    let listening: Promise<string> | undefined;
    const baseUrl = () => (listening ??= listen(server.app));

    it('a frame over the limit closes with 1009 "message too big", the close frame delivered', async () => {
      const base = await baseUrl();
      const { access } = await login(server.app);
      const room = (await server.post(CHAT_PATHS.rooms, {}, bearer(access))).json<{ slug: string }>().slug;
      const opened = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, access);
      await opened.opened;
      opened.close();
      const { received, reset } = await sendOversizedFrame(
        new URL(`${base}${CHAT_PATHS.socket(room)}`),
        16 * 1024 * 1024,
      );
      // 0x88: a close frame; 0x03f1: 1009.
      const close = received.indexOf(Buffer.from([0x88]));
      expect(close).toBeGreaterThanOrEqual(0);
      expect(received.readUInt16BE(close + 2)).toBe(1009);
      expect(reset).toBe(false);
    });

    it('count invalid frames against the rate limit too', async () => {
      const base = await baseUrl();
      const { access } = await login(server.app);
      const room = (await server.post(CHAT_PATHS.rooms, {}, bearer(access))).json<{ slug: string }>().slug;
      const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, access);
      await socket.opened;
      socket.sendRaw('not json');
      socket.sendRaw('{"type":"nonsense"}');
      expect((await socket.next('error')).code).not.toBe('RATE_LIMITED');
      expect((await socket.next('error')).code).not.toBe('RATE_LIMITED');
      // Two frames spent the window's two messages: a third, valid or not, is refused.
      socket.sendRaw('still not json');
      expect(await socket.next('error')).toMatchObject({ code: 'RATE_LIMITED' });
      socket.send({ type: 'message', client_id: randomUUID(), message: 'Hello', file: null });
      expect(await socket.next('error')).toMatchObject({ code: 'RATE_LIMITED' });
      socket.close();
    });
  },
  { chatLimits: { messagesPerWindow: 2, windowMs: 60_000 } },
);
