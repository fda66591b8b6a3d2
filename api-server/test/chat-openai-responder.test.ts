import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_UNAVAILABLE_DETAIL } from '../src/modules/chat/socket/chat-answers';
import { NOT_MEDICAL_ADVICE } from '../src/modules/chat/responder/compose-reply';
import { CHAT_PATHS } from './support/spec-chat';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './support/chat-socket-client';
import { bearer, buildTestApp, login } from './support/test-app';
import { pglite, type TestDatabase } from './support/test-databases';

// The OpenAI-compatible responder (AI_BASE_URL) against a small chat-completions server of the
// test's own on loopback: the language model is an edge of the product, so this stands in for it.

/** What the fake provider does with the next request. */
type Behaviour =
  | { kind: 'stream'; pieces: string[] }
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

interface SeenRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** A chat-completions endpoint on 127.0.0.1 that answers as told and keeps what it was sent. */
async function startFakeProvider() {
  const seen: SeenRequest[] = [];
  let behaviour: Behaviour = { kind: 'stream', pieces: ['Hello'] };
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      seen.push({
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as SeenRequest['body'],
      });
      const now = behaviour;
      if (now.kind === 'status') {
        response.writeHead(now.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded' } }));
      } else if (now.kind === 'hang') {
        hanging.push(response);
      } else if (now.kind === 'json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: now.content } }] }));
      } else {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        // One piece per event, written apart, as a provider streams them.
        const pieces = [...now.pieces];
        const next = () => {
          const piece = pieces.shift();
          if (piece === undefined) {
            response.end('data: [DONE]\n\n');
            return;
          }
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          setTimeout(next, 5);
        };
        next();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    answer(next: Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of hanging.splice(0)) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('The chat socket with an OpenAI-compatible responder', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let database: TestDatabase;
  let app: FastifyInstance;
  let base = '';
  let access = '';
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    provider = await startFakeProvider();
    database = await pglite.create();
    app = await buildTestApp(database.config, {
      ai: { baseUrl: provider.baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 1_000 },
    });
    base = await listen(app);
    access = (await login(app)).access;
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await provider?.close();
  });

  const openRoom = async () => {
    const created = await app.inject({
      method: 'POST',
      url: CHAT_PATHS.rooms,
      payload: {},
      headers: bearer(access),
    });
    const room = created.json<{ slug: string }>().slug;
    const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, access);
    sockets.push(socket);
    await socket.opened;
    return { room, socket };
  };
  const stored = async (room: string) =>
    (await app.inject({ method: 'GET', url: CHAT_PATHS.roomMessages(room), headers: bearer(access) })).json<{
      results: { is_ai: boolean; message: string }[];
    }>().results;
  const ask = (socket: TestSocket, message: string, clientId = randomUUID()) => {
    socket.send({ type: 'message', client_id: clientId, message, file: null });
    return clientId;
  };

  it('streams the reply as the provider writes it, grounded in the library, and stores it whole', async () => {
    provider.answer({ kind: 'stream', pieces: ['A varicocele ', 'is a widening ', 'of veins.'] });
    const { room, socket } = await openRoom();
    const clientId = ask(socket, 'What is a varicocele?');
    const reply = await socket.next('reply', (frame) => frame.client_id === clientId);

    const chunks = socket.frames.flatMap((frame) =>
      frame.type === 'chunk' && frame.client_id === clientId ? [frame.delta] : [],
    );
    expect(chunks.slice(0, 3)).toEqual(['A varicocele ', 'is a widening ', 'of veins.']);
    expect(chunks.join('')).toBe(reply.message.message);
    expect(reply.message.message).toContain('A varicocele is a widening of veins.');
    expect(reply.message.message).toContain(NOT_MEDICAL_ADVICE);
    expect(reply.message.chat_source_recommendations.length).toBeGreaterThan(0);
    expect(reply.related_prompts.length).toBeGreaterThan(0);

    const request = provider.seen.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request.body.messages[0]).toMatchObject({ role: 'system' });
    expect(request.body.messages[0]!.content).toContain('"What is a varicocele?"');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'What is a varicocele?' });
    expect((await stored(room)).map(({ is_ai, message }) => ({ is_ai, message }))).toEqual([
      { is_ai: false, message: 'What is a varicocele?' },
      { is_ai: true, message: reply.message.message },
    ]);
  });

  it('sends the earlier messages of the room along, and takes a provider that answers one JSON document', async () => {
    provider.answer({ kind: 'stream', pieces: ['First answer.'] });
    const { socket } = await openRoom();
    const first = ask(socket, 'Can a varicocele affect fertility?');
    await socket.next('reply', (frame) => frame.client_id === first);
    provider.answer({ kind: 'json', content: 'Second answer, not streamed.' });
    const second = ask(socket, 'And how is it treated?');
    const reply = await socket.next('reply', (frame) => frame.client_id === second);
    expect(reply.message.message).toContain('Second answer, not streamed.');
    const roles = provider.seen.at(-1)!.body.messages.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(provider.seen.at(-1)!.body.messages[1]!.content).toBe('Can a varicocele affect fertility?');
  });

  it.each([
    ['answers 503', { kind: 'status', status: 503 } satisfies Behaviour],
    ['streams nothing', { kind: 'stream', pieces: [] } satisfies Behaviour],
    ['does not answer within the time-out', { kind: 'hang' } satisfies Behaviour],
  ])(
    'tells the user clearly when the provider %s, keeps the message, and answers its resend later',
    async (_what, behaviour) => {
      provider.answer(behaviour);
      const { room, socket } = await openRoom();
      const clientId = ask(socket, 'What are the signs of low testosterone?');
      expect(await socket.next('error', (frame) => frame.client_id === clientId)).toEqual({
        type: 'error',
        client_id: clientId,
        code: 'AI_UNAVAILABLE',
        detail: AI_UNAVAILABLE_DETAIL,
      });
      expect((await stored(room)).map((message) => message.is_ai)).toEqual([false]);

      // The provider is back: the page's resend (same client id) is answered, and stored once.
      provider.answer({ kind: 'stream', pieces: ['Tiredness and low drive can be signs.'] });
      ask(socket, 'What are the signs of low testosterone?', clientId);
      const reply = await socket.next('reply', (frame) => frame.client_id === clientId);
      expect(reply.message.message).toContain('Tiredness and low drive can be signs.');
      expect((await stored(room)).map((message) => message.is_ai)).toEqual([false, true]);
    },
  );
});
