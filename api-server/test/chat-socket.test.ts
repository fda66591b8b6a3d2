import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from './support/spec-chat';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './support/chat-socket-client';
import { anyNumber, anyString } from './support/matchers';
import { answerOf, bearer, describeOnEachDatabase, EDITOR, login } from './support/test-app';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const NOTE = 'This is general information, not medical advice.';

describeOnEachDatabase('The chat socket with the built-in responder', (server) => {
  let base = '';
  let access = '';
  let auth: { authorization: string };
  let otherAccess = '';
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    base = await listen(server.app);
    access = (await login(server.app)).access;
    auth = bearer(access);
    otherAccess = (await login(server.app, EDITOR)).access;
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const newRoom = async (headers = auth) =>
    (await server.post(CHAT_PATHS.rooms, {}, headers)).json<{ slug: string }>().slug;
  const connect = (room: string, token = access, origin?: string | null) => {
    const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, origin, token);
    sockets.push(socket);
    return socket;
  };
  const messagesOf = async (room: string) =>
    (await server.get(CHAT_PATHS.roomMessages(room), auth)).json<{
      count: number;
      results: { id: number; is_ai: boolean; message: string; file: string | null }[];
    }>();

  it('closes with 4403 for a page of another origin, or no origin', async () => {
    const room = await newRoom();
    expect(await connect(room, access, 'https://evil.example').closed).toMatchObject({ code: 4403 });
    expect(await connect(room, access, null).closed).toMatchObject({ code: 4403 });
  });

  it('closes with 4401 for a missing, forged or refresh token', async () => {
    const room = await newRoom();
    const { refresh } = await login(server.app);
    for (const token of ['', 'not-a-token', `${access.slice(0, -2)}xx`, refresh])
      expect(await connect(room, token).closed).toMatchObject({ code: 4401 });
  });

  it('opens with the token of the first frame, which the URL never holds, and answers it with ready', async () => {
    const room = await newRoom();
    const socket = connect(room);
    expect(await socket.next('ready')).toEqual({ type: 'ready' });
  });

  it('closes with 4401 when the first frame is not the auth frame', async () => {
    const room = await newRoom();
    const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`);
    sockets.push(socket);
    await socket.opened;
    socket.send({ type: 'message', client_id: randomUUID(), message: 'hello', file: null });
    expect(await socket.closed).toMatchObject({ code: 4401 });
    expect((await messagesOf(room)).count).toBe(0);
  });

  it('still reads the token of a `key` query, from clients built before the auth frame', async () => {
    const room = await newRoom();
    const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}?key=${encodeURIComponent(access)}`);
    sockets.push(socket);
    expect(await socket.next('ready')).toEqual({ type: 'ready' });
  });

  it("closes with 4404 for another user's room and for an unknown one", async () => {
    const theirs = await newRoom(bearer(otherAccess));
    expect(await connect(theirs).closed).toMatchObject({ code: 4404 });
    expect(await connect('no-such-room').closed).toMatchObject({ code: 4404 });
  });

  it('stores a message before answering it, and answers from the health library with sources, videos and the note', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    const clientId = randomUUID();
    socket.send({ type: 'message', client_id: clientId, message: 'What is a varicocele?', file: null });

    const ack = await socket.next('ack');
    expect(ack).toMatchObject({
      client_id: clientId,
      message: {
        id: anyNumber,
        is_ai: false,
        message: 'What is a varicocele?',
        client_id: clientId,
      },
    });
    const reply = await socket.next('reply');
    expect(reply.client_id).toBe(clientId);
    expect(reply.is_new_chat).toBe(true);
    expect(reply.message.is_ai).toBe(true);
    expect(reply.message.message).toContain(
      'From "What is a varicocele?": "A varicocele is a widening of the veins',
    );
    expect(
      reply.message.message.endsWith(`${NOTE} For advice about your own health, talk to a doctor.`),
    ).toBe(true);
    expect(reply.message.chat_source_recommendations.length).toBeGreaterThan(0);
    expect(reply.message.chat_source_recommendations[0]?.title).toMatch(/varicocele/i);
    expect(reply.related_prompts.length).toBeGreaterThan(0);
    expect(socket.frames.filter((frame) => frame.type === 'chunk')).toEqual([]);

    const stored = await messagesOf(room);
    expect(stored.results.map((message) => [message.id, message.is_ai])).toEqual([
      [ack.message.id, false],
      [reply.message.id, true],
    ]);
    const rooms = (await server.get(CHAT_PATHS.rooms, auth)).json<{
      results: { slug: string; name: string }[];
    }>();
    expect(rooms.results.find((item) => item.slug === room)?.name).toBe('What is a varicocele?');
  });

  it('stores a resent message once and answers the resend with the same ack and reply', async () => {
    const room = await newRoom();
    const first = connect(room);
    await first.opened;
    const frame = {
      type: 'message',
      client_id: randomUUID(),
      message: 'How is testosterone tested?',
      file: null,
    };
    first.send(frame);
    const ack = await first.next('ack');
    const reply = await first.next('reply');
    first.close();
    await first.closed;

    const again = connect(room);
    await again.opened;
    again.send(frame);
    expect((await again.next('ack')).message.id).toBe(ack.message.id);
    expect((await again.next('reply')).message.id).toBe(reply.message.id);
    expect((await messagesOf(room)).count).toBe(2);
  });

  it('stores a message and its reply in one statement each, with no transaction around them', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    const ask = async () => {
      const clientId = randomUUID();
      socket.send({
        type: 'message',
        client_id: clientId,
        message: 'Can a varicocele come back?',
        file: null,
      });
      return socket.next('reply', (frame) => frame.client_id === clientId);
    };
    // The first asks the library too (its answers are then cached): count the second.
    await ask();
    const queries = jest.spyOn(server.app.db, 'query');
    const transactions = jest.spyOn(server.app.db, 'transaction');
    try {
      const reply = await ask();
      expect(reply.message.chat_source_recommendations.length).toBeGreaterThan(0);
      expect(queries).toHaveBeenCalledTimes(2);
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
      transactions.mockRestore();
    }
  });

  it('sends the reply to every socket of the user in the room', async () => {
    const room = await newRoom();
    const [tab1, tab2] = [connect(room), connect(room)];
    await Promise.all([tab1.opened, tab2.opened]);
    tab1.send({ type: 'message', client_id: randomUUID(), message: 'Exercise after surgery', file: null });
    const [one, two] = await Promise.all([tab1.next('reply'), tab2.next('reply')]);
    expect(one.message.id).toBe(two.message.id);
  });

  it('puts urgent-care advice first when a message describes an emergency', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    socket.send({
      type: 'message',
      client_id: randomUUID(),
      message: 'I have sudden severe pain in my left testicle and I am vomiting',
      file: null,
    });
    const reply = await socket.next('reply');
    expect(reply.message.message.startsWith('This may be an emergency.')).toBe(true);
    expect(reply.message.message).toContain('torsion');
  });

  it('refuses oversized, malformed and badly attached messages with a code, storing none of them', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    const id = () => randomUUID();
    const cases: [unknown, string][] = [
      [{ type: 'message', client_id: id(), message: 'x'.repeat(4001), file: null }, 'MESSAGE_TOO_LARGE'],
      [
        { type: 'message', client_id: id(), message: 'hi', file: 'data:text/html;base64,PGgxPg==' },
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [
        { type: 'message', client_id: id(), message: 'hi', file: 'data:image/png;base64,PGgxPg==' },
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [
        {
          type: 'message',
          client_id: id(),
          message: 'hi',
          file: `data:application/pdf;base64,${'A'.repeat(7_100_000)}`,
        },
        'FILE_TOO_LARGE',
      ],
      [{ type: 'message', client_id: id(), message: 'hi', file: 'https://example.com/a.png' }, 'BAD_MESSAGE'],
      [{ type: 'message', client_id: 'not-a-uuid', message: 'hi', file: null }, 'BAD_MESSAGE'],
      [{ type: 'message', client_id: id(), message: '   ', file: null }, 'BAD_MESSAGE'],
      [{ type: 'message', client_id: id(), message: 42, file: null }, 'BAD_MESSAGE'],
      [{ type: 'typing', client_id: id() }, 'BAD_MESSAGE'],
      [[1, 2], 'BAD_MESSAGE'],
    ];
    for (const [frame, code] of cases) {
      socket.send(frame);
      expect(await socket.next('error')).toMatchObject({ code, detail: anyString });
    }
    socket.sendRaw('{not json');
    expect(await socket.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
    expect((await messagesOf(room)).count).toBe(0);
  });

  it('stores an allowed attachment with its message', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    socket.send({ type: 'message', client_id: randomUUID(), message: '', file: PNG_1PX });
    const ack = await socket.next('ack');
    // Stored apart: the message links to it (chat-files.test.ts covers the link).
    expect(ack.message.file).toMatch(/^\/api\/chat-files\/\d+\/\?exp=\d+&sig=[0-9a-f]{64}$/);
    const reply = await socket.next('reply');
    expect(reply.message.message).toContain("I can't read attachments");
    expect((await messagesOf(room)).results[0]?.file).toBe(ack.message.file);
  });

  it('closes with 1009 on a frame over 8 MB', async () => {
    const room = await newRoom();
    const socket = connect(room);
    await socket.opened;
    socket.sendRaw('x'.repeat(8 * 1024 * 1024 + 1));
    expect(await socket.closed).toMatchObject({ code: 1009 });
    expect((await messagesOf(room)).count).toBe(0);
  });

  it('closes with 4001 when the user logs out', async () => {
    const session = await login(server.app);
    const room = await newRoom();
    const socket = connect(room, session.access);
    await socket.opened;
    const loggedOut = await server.post(
      '/api/users/logout/',
      { refresh: session.refresh },
      bearer(session.access),
    );
    expect(loggedOut.statusCode).toBe(200);
    expect(await socket.closed).toMatchObject({ code: 4001 });
    expect(await connect(room, session.access).closed).toMatchObject({ code: 4401 });
  });

  it('closes with 4401 once the access token has expired', async () => {
    const session = await login(server.app);
    const room = await newRoom();
    const socket = connect(room, session.access);
    await socket.opened;
    server.clock.advance(16 * 60 * 1000);
    socket.send({ type: 'message', client_id: randomUUID(), message: 'Still there?', file: null });
    expect(await socket.closed).toMatchObject({ code: 4401 });
    server.clock.advance(-16 * 60 * 1000);
    expect((await messagesOf(room)).count).toBe(0);
  });

  it('keeps the HTTP answers of the room consistent with the socket: 404 for the other user', async () => {
    const room = await newRoom();
    expect(answerOf(await server.get(CHAT_PATHS.roomMessages(room), bearer(otherAccess)))).toMatchObject({
      status: 404,
    });
  });
});

describeOnEachDatabase(
  'The chat socket rate limit',
  (server) => {
    it('refuses messages over the per-user limit with RATE_LIMITED and stores none of them', async () => {
      const base = await listen(server.app);
      const { access } = await login(server.app);
      const room = (await server.post(CHAT_PATHS.rooms, {}, bearer(access))).json<{ slug: string }>().slug;
      const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, access);
      await socket.opened;
      for (const text of ['One', 'Two']) {
        socket.send({ type: 'message', client_id: randomUUID(), message: text, file: null });
        await socket.next('reply');
      }
      socket.send({ type: 'message', client_id: randomUUID(), message: 'Three', file: null });
      expect(await socket.next('error')).toMatchObject({ code: 'RATE_LIMITED' });
      const page = (await server.get(CHAT_PATHS.roomMessages(room), bearer(access))).json<{
        count: number;
      }>();
      expect(page.count).toBe(4);
      socket.close();
    });
  },
  { chatLimits: { messagesPerWindow: 2, windowMs: 60_000 } },
);
