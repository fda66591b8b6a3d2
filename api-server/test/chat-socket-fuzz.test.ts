import fc from 'fast-check';
import WebSocket from 'ws';
import { createFingerprint } from './fuzz/db-fingerprint';
import { deeplyNested, hostileBodyText, hostileJson, hostileText } from './fuzz/hostile-values';
import { ALLOWED_ORIGIN, listen } from './support/chat-socket-client';
import { CHAT_PATHS } from './support/spec-chat';
import { bearer, describeOnEachDatabase, login } from './support/test-app';

// The chat socket under hostile frames, as api-fuzz.test.ts drives the HTTP routes: whatever a
// signed-in client writes, the server answers with an error frame or closes with the standard's
// code for bad data, keeps serving, and stores nothing unless the frame was a message it took.
// The seed is fixed, so a failure fails the same way again; FUZZ_RUNS runs more.

const SEED = 22;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** RFC 6455 §7.4.1: protocol error, data it cannot accept, data not consistent with its type, too big. */
const BAD_DATA_CLOSES = [1002, 1003, 1007, 1009];
const ANSWER_TIMEOUT_MS = 5_000;

type Outcome = { kind: 'error'; code: string } | { kind: 'stored' } | { kind: 'closed'; code: number };

/** A frame's payload and whether it goes as a binary frame (bytes in a text frame may not be UTF-8). */
interface Frame {
  data: string | Buffer;
  binary: boolean;
}

const text = (data: string): Frame => ({ data, binary: false });

const messageShaped = fc
  .record(
    {
      type: fc.oneof(fc.constantFrom('message', 'auth', 'ready', 'ack'), hostileJson),
      client_id: fc.oneof(fc.uuid(), hostileJson),
      message: fc.oneof(hostileText, hostileJson, fc.constant('x'.repeat(100_000))),
      file: fc.oneof(fc.constant(null), hostileJson, fc.constant('data:image/png;base64,AAAA')),
      token: hostileJson,
    },
    { requiredKeys: [] },
  )
  .map((frame) => JSON.stringify(frame));

const hostileFrame: fc.Arbitrary<Frame> = fc.oneof(
  { arbitrary: messageShaped.map(text), weight: 4 },
  { arbitrary: hostileBodyText.map(text), weight: 2 },
  {
    arbitrary: fc
      .record({ bytes: fc.uint8Array({ maxLength: 512 }), binary: fc.boolean() })
      .map(({ bytes, binary }) => ({ data: Buffer.from(bytes), binary })),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom<Frame>(
      text(JSON.stringify({ type: 'message', client_id: null, message: deeplyNested(300, false) })),
      text(`{"type":"message","message":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`),
      text(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      text('x'.repeat(1_000_000)),
      // Bytes that are not UTF-8, in a text frame.
      { data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), binary: false },
    ),
    weight: 1,
  },
);

/** A signed-in socket in `url`'s room, with every frame it receives queued. */
async function openReady(url: string, token: string) {
  const socket = new WebSocket(url, { headers: { origin: ALLOWED_ORIGIN } });
  const frames: { type?: string; code?: string; client_id?: string }[] = [];
  let wake: (() => void) | null = null;
  let closeCode: number | null = null;
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as (typeof frames)[number]);
    wake?.();
  });
  socket.on('close', (code: number) => {
    closeCode = code;
    wake?.();
  });
  socket.on('error', () => {});
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));

  /** The next frame matching `test`, or null once the socket closed; throws when nothing came. */
  const next = async (test: (frame: (typeof frames)[number]) => boolean) => {
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const index = frames.findIndex(test);
      if (index >= 0) return frames.splice(index, 1)[0] ?? null;
      if (closeCode !== null) return null;
      if (Date.now() > deadline) throw new Error('the socket answered nothing');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  if (!(await next((frame) => frame.type === 'ready'))) throw new Error(`closed with ${closeCode} at open`);

  return {
    isOpen: () => closeCode === null,
    close: () => socket.close(),
    async send(frame: Frame): Promise<Outcome> {
      frames.length = 0;
      socket.send(frame.data, { binary: frame.binary });
      const answer = await next((candidate) => candidate.type === 'error' || candidate.type === 'ack');
      if (!answer) return { kind: 'closed', code: closeCode ?? 0 };
      if (answer.type === 'error') return { kind: 'error', code: answer.code ?? '' };
      // A message it took: wait for its reply, so the next frame meets a quiet room.
      await next(
        (candidate) =>
          (candidate.type === 'reply' || candidate.type === 'error') &&
          candidate.client_id === answer.client_id,
      );
      return { kind: 'stored' };
    },
  };
}

describeOnEachDatabase(
  'the chat socket under hostile frames',
  (server) => {
    it('answers an error frame or closes with a bad-data code, keeps serving, and stores only messages it took', async () => {
      const base = await listen(server.app);
      const { access } = await login(server.app);
      const room = (await server.post(CHAT_PATHS.rooms, {}, bearer(access))).json<{ slug: string }>().slug;
      const url = `${base}${CHAT_PATHS.socket(room)}`;
      const fingerprint = await createFingerprint(server.app.db);
      let socket = await openReady(url, access);
      const seen = new Set<string>();

      await fc.assert(
        fc.asyncProperty(hostileFrame, async (frame) => {
          if (!socket.isOpen()) socket = await openReady(url, access);
          await fingerprint.changedSince();
          const outcome = await socket.send(frame);
          seen.add(outcome.kind === 'closed' ? `closed ${outcome.code}` : outcome.kind);
          if (outcome.kind === 'closed') expect(BAD_DATA_CLOSES).toContain(outcome.code);
          const changed = await fingerprint.changedSince();
          if (outcome.kind !== 'stored') expect(changed).toEqual([]);
          // The server is still up for everyone else.
          expect((await server.get('/api/rest/rest-check/')).statusCode).toBe(200);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      socket.close();
      // The hostile frames met both ways of refusing: an error frame and a close.
      expect(seen).toContain('error');
      expect([...seen].some((kind) => kind.startsWith('closed'))).toBe(true);
    }, 240_000);
  },
  { chatLimits: { messagesPerWindow: 100_000, windowMs: 60_000 } },
);
