import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ChatSocketServerMessage } from '../../src/contracts';

/** A page origin the test config allows (DEFAULT_CORS_ORIGINS). */
export const ALLOWED_ORIGIN = 'http://localhost:3000';

/** A real WebSocket client of the chat socket that keeps every frame and the close. */
export interface TestSocket {
  /** Resolves when the socket is open (accepted, when opened with a token); rejects if it closes first. */
  readonly opened: Promise<void>;
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Every frame received so far, in order. */
  readonly frames: ChatSocketServerMessage[];
  /** The next frame (from now on or already received and not yet taken) that matches. */
  next<T extends ChatSocketServerMessage['type']>(
    type: T,
    match?: (frame: Extract<ChatSocketServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<ChatSocketServerMessage, { type: T }>>;
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  close(): void;
}

/** The ws:// base URL of an app that listens (on a random port). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/**
 * Opens the chat socket at `url`. With a `token`, its first frame is the auth frame (as the
 * browser's client sends it); without one, the test sends its own first frame.
 */
export function openSocket(url: string, origin: string | null = ALLOWED_ORIGIN, token?: string): TestSocket {
  const socket = new WebSocket(url, origin === null ? {} : { headers: { origin } });
  if (token !== undefined) socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  const frames: ChatSocketServerMessage[] = [];
  const taken = new Set<ChatSocketServerMessage>();
  const waiters: {
    test: (frame: ChatSocketServerMessage) => boolean;
    resolve: (frame: ChatSocketServerMessage) => void;
  }[] = [];

  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as ChatSocketServerMessage;
    frames.push(frame);
    const waiter = waiters.find((candidate) => candidate.test(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      taken.add(frame);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') }));
  });
  // With a token, open means accepted: the server's `ready` (the socket is then in the hub).
  const opened = new Promise<void>((resolve, reject) => {
    if (token === undefined) socket.on('open', () => resolve());
    else
      socket.on('message', (data: Buffer) => {
        if ((JSON.parse(data.toString('utf8')) as { type?: string }).type === 'ready') resolve();
      });
    socket.on('error', reject);
    void closed.then(({ code }) => reject(new Error(`closed with ${code} before opening`)));
  });
  // Only the tests that wait for `opened` care about its failure.
  opened.catch(() => {});

  return {
    opened,
    closed,
    frames,
    next(type, match = () => true) {
      const test = (frame: ChatSocketServerMessage) =>
        frame.type === type && match(frame as Extract<ChatSocketServerMessage, { type: typeof type }>);
      const early = frames.find((frame) => !taken.has(frame) && test(frame));
      if (early) {
        taken.add(early);
        return Promise.resolve(early as Extract<ChatSocketServerMessage, { type: typeof type }>);
      }
      return new Promise((resolve) => {
        waiters.push({
          test,
          resolve: (frame) => resolve(frame as Extract<ChatSocketServerMessage, { type: typeof type }>),
        });
      });
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (data) => socket.send(data),
    close: () => socket.close(),
  };
}
