import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { storeReply, storeUserMessage } from '../src/modules/chat/messages.repository';
import { findOwnRoom } from '../src/modules/chat/rooms.repository';
import { anyNumber, anyString, containing, matching } from './support/matchers';
import { CHAT_PATHS } from './support/spec-chat';
import { answerOf, bearer, claimsOf, describeOnEachDatabase, EDITOR, login } from './support/test-app';

interface Room {
  slug: string;
  name: string;
}

/** Stores an exchange the way the socket does, so the HTTP pages have something to show. */
async function exchange(app: FastifyInstance, userId: string, slug: string, text: string) {
  const room = await findOwnRoom(app.db, userId, slug);
  if (!room) throw new Error(`no room ${slug}`);
  const stored = await storeUserMessage(app.db, room, randomUUID(), text, null, 0);
  if ('refused' in stored) throw new Error('a message without a file was refused');
  return storeReply(app.db, room.id, stored.message, `About: ${text}`, [1, 2]);
}

describeOnEachDatabase('Chat rooms and messages over HTTP', (server) => {
  let auth: { authorization: string };
  let userId: string;
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    const tokens = await login(server.app);
    auth = bearer(tokens.access);
    userId = claimsOf(tokens.access).sub;
    otherAuth = bearer((await login(server.app, EDITOR)).access);
  });

  const createRoom = async (body?: object, headers = auth) =>
    (await server.app.inject({ method: 'POST', url: CHAT_PATHS.rooms, payload: body, headers })).json<Room>();

  it('offers chat suggestions with is_new_chat true to a user with no conversation yet', async () => {
    const response = await server.get(CHAT_PATHS.chatSuggestions, otherAuth);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      is_new_chat: true,
      results: containing([anyString]),
    });
  });

  it('needs a signed-in user for every chat call', async () => {
    expect((await server.get(CHAT_PATHS.rooms)).statusCode).toBe(401);
    expect((await server.post(CHAT_PATHS.rooms, {})).statusCode).toBe(401);
    expect((await server.get(CHAT_PATHS.chatSuggestions)).statusCode).toBe(401);
    expect((await server.get(CHAT_PATHS.userChatAnalytics)).statusCode).toBe(401);
  });

  it('creates a room (201) named "New chat" until named, and answers with Cache-Control: no-store', async () => {
    const response = await server.post(CHAT_PATHS.rooms, {}, auth);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      slug: matching(/^[A-Za-z0-9_-]{12}$/),
      name: 'New chat',
      created_at: anyString,
      updated_at: anyString,
    });
    const named = await createRoom({ name: '  Testosterone questions ' });
    expect(named.name).toBe('Testosterone questions');
  });

  it('lists the rooms 10 per page from offset 0, most recently active first, with links', async () => {
    const fresh = await login(server.app, EDITOR);
    const headers = bearer(fresh.access);
    const slugs: string[] = [];
    for (let index = 0; index < 12; index += 1)
      slugs.push((await createRoom({ name: `Room ${index}` }, headers)).slug);
    await exchange(server.app, claimsOf(fresh.access).sub, slugs[0] ?? '', 'What is a varicocele?');

    const first = (await server.get(CHAT_PATHS.rooms, headers)).json<{
      count: number;
      next: string | null;
      previous: string | null;
      results: Room[];
    }>();
    expect(first.count).toBeGreaterThanOrEqual(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.slug).toBe(slugs[0]);
    expect(first.next).toBe('/api/chat-room/?limit=10&offset=10');
    expect(first.previous).toBeNull();
    const second = (await server.get(`${CHAT_PATHS.rooms}?limit=10&offset=10`, headers)).json<{
      previous: string;
      results: Room[];
    }>();
    expect(second.previous).toBe('/api/chat-room/?limit=10&offset=0');
    expect(second.results.map((room) => room.slug)).not.toContain(slugs[0]);
  });

  it("never shows another user's rooms, and answers 404 for their slug on every call", async () => {
    const mine = await createRoom({ name: 'Private' });
    const theirs = (await server.get(CHAT_PATHS.rooms, otherAuth)).json<{ results: Room[] }>().results;
    expect(theirs.map((room) => room.slug)).not.toContain(mine.slug);
    await exchange(server.app, userId, mine.slug, 'Is my sperm count normal?');
    const { reply } = await exchange(server.app, userId, mine.slug, 'How is it tested?');

    const calls = [
      server.get(CHAT_PATHS.roomMessages(mine.slug), otherAuth),
      server.post(CHAT_PATHS.room(mine.slug), { name: 'Taken over' }, otherAuth),
      server.app.inject({ method: 'DELETE', url: CHAT_PATHS.room(mine.slug), headers: otherAuth }),
      server.post(CHAT_PATHS.messageFeedback(mine.slug, reply.id), { feedback_type: 'down' }, otherAuth),
      server.post(CHAT_PATHS.relatedChatPrompts, { room: mine.slug }, otherAuth),
    ];
    for (const response of await Promise.all(calls))
      expect(answerOf(response)).toEqual({ status: 404, body: { detail: 'Chat room not found.' } });
    const still = (await server.get(CHAT_PATHS.roomMessages(mine.slug), auth)).json<{ count: number }>();
    expect(still.count).toBe(4);
    const room = await findOwnRoom(server.app.db, userId, mine.slug);
    expect(room?.name).toBe('Private');
  });

  it('renames and deletes a room (204), and then it is gone', async () => {
    const room = await createRoom();
    const renamed = await server.post(CHAT_PATHS.room(room.slug), { name: 'Pain after surgery' }, auth);
    expect(answerOf(renamed)).toMatchObject({
      status: 200,
      body: { slug: room.slug, name: 'Pain after surgery' },
    });
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: CHAT_PATHS.room(room.slug),
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await server.get(CHAT_PATHS.roomMessages(room.slug), auth)).statusCode).toBe(404);
    const again = await server.app.inject({
      method: 'DELETE',
      url: CHAT_PATHS.room(room.slug),
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('names an unnamed room after its first message', async () => {
    const room = await createRoom();
    await exchange(server.app, userId, room.slug, 'How long does recovery take after embolisation?');
    const listed = (await server.get(CHAT_PATHS.rooms, auth)).json<{ results: Room[] }>().results;
    expect(listed.find((item) => item.slug === room.slug)?.name).toBe(
      'How long does recovery take after embolisation?',
    );
  });

  it('pages messages 25 at a time from the newest, oldest first within a page, and after an id', async () => {
    const room = await createRoom({ name: 'Long talk' });
    for (let index = 1; index <= 15; index += 1)
      await exchange(server.app, userId, room.slug, `Question ${index}`);
    type Page = {
      count: number;
      next: string | null;
      previous: string | null;
      results: { id: number; message: string; is_ai: boolean }[];
    };
    const newest = (await server.get(CHAT_PATHS.roomMessages(room.slug), auth)).json<Page>();
    expect(newest.count).toBe(30);
    expect(newest.results).toHaveLength(25);
    expect(newest.results.at(-1)).toMatchObject({ is_ai: true, message: 'About: Question 15' });
    expect(newest.results[0]).toMatchObject({ is_ai: true, message: 'About: Question 3' });
    expect(newest.next).toBe(`/api/chat-room-messages/${room.slug}/?limit=25&offset=25`);
    const older = (await server.get(`${CHAT_PATHS.roomMessages(room.slug)}?offset=25`, auth)).json<Page>();
    expect(older.results.map((message) => message.message)).toEqual([
      'Question 1',
      'About: Question 1',
      'Question 2',
      'About: Question 2',
      'Question 3',
    ]);
    expect(older.next).toBeNull();
    expect(older.previous).toBe(`/api/chat-room-messages/${room.slug}/?limit=25&offset=0`);
    const lastSeen = newest.results[21]?.id ?? 0;
    const missed = (
      await server.get(`${CHAT_PATHS.roomMessages(room.slug)}?after_id=${lastSeen}`, auth)
    ).json<Page>();
    expect(missed.results.map((message) => message.id)).toEqual(
      newest.results.slice(22).map((message) => message.id),
    );
    expect(missed.count).toBe(3);
  });

  it('shows each message with its recommended videos, feedback and client id', async () => {
    const room = await createRoom({ name: 'Videos' });
    const { reply, userMessage } = await exchange(server.app, userId, room.slug, 'Varicocele symptoms');
    const video = {
      id: anyNumber,
      title: anyString,
      url: matching(/^\/api\/chat-videos\/[a-z0-9-]+\/$/),
      thumbnail: null,
      duration: anyNumber,
    };
    expect(userMessage).toMatchObject({
      is_ai: false,
      client_id: anyString,
      chat_source_recommendations: [video, video],
    });
    expect(reply).toMatchObject({
      is_ai: true,
      client_id: userMessage.client_id,
      file: null,
      feedback_type: null,
      feedback_message: null,
      chat_source_recommendations: [{ id: 1 }, { id: 2 }],
    });
  });

  it('rates a reply up or down with an optional text, replacing an earlier rating', async () => {
    const room = await createRoom({ name: 'Feedback' });
    const { reply, userMessage } = await exchange(server.app, userId, room.slug, 'Low testosterone signs');
    const down = await server.post(
      CHAT_PATHS.messageFeedback(room.slug, reply.id),
      { feedback_type: 'down', feedback_message: 'Too short' },
      auth,
    );
    expect(answerOf(down)).toMatchObject({
      status: 200,
      body: { id: reply.id, feedback_type: 'down', feedback_message: 'Too short' },
    });
    expect(down.headers['cache-control']).toBe('no-store');
    const up = await server.post(
      CHAT_PATHS.messageFeedback(room.slug, reply.id),
      { feedback_type: 'up' },
      auth,
    );
    expect(up.json()).toMatchObject({ feedback_type: 'up', feedback_message: null });

    const ownMessage = await server.post(
      CHAT_PATHS.messageFeedback(room.slug, userMessage.id),
      { feedback_type: 'up' },
      auth,
    );
    expect(answerOf(ownMessage)).toEqual({
      status: 400,
      body: { detail: 'Only replies of the assistant can be rated.' },
    });
    const unknown = await server.post(
      CHAT_PATHS.messageFeedback(room.slug, 999_999),
      { feedback_type: 'up' },
      auth,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers bad bodies, queries and paths with 400 and changes nothing', async () => {
    const room = await createRoom({ name: 'Kept' });
    const bad = [
      server.post(CHAT_PATHS.rooms, { name: '' }, auth),
      server.post(CHAT_PATHS.rooms, { name: 'x'.repeat(101) }, auth),
      server.post(CHAT_PATHS.rooms, { name: 42 }, auth),
      server.post(CHAT_PATHS.rooms, { other: 'field' }, auth),
      server.post(CHAT_PATHS.room(room.slug), { name: '   ' }, auth),
      server.post(CHAT_PATHS.room(room.slug), {}, auth),
      server.get(`${CHAT_PATHS.rooms}?limit=0`, auth),
      server.get(`${CHAT_PATHS.rooms}?limit=abc`, auth),
      server.get(`${CHAT_PATHS.rooms}?offset=-1`, auth),
      server.get(`${CHAT_PATHS.roomMessages(room.slug)}?limit=1000`, auth),
      server.get(`${CHAT_PATHS.roomMessages(room.slug)}?after_id=x`, auth),
      server.get(CHAT_PATHS.roomMessages('bad%20slug'), auth),
      server.post(CHAT_PATHS.messageFeedback(room.slug, 'abc'), { feedback_type: 'up' }, auth),
      server.post(CHAT_PATHS.messageFeedback(room.slug, 1), { feedback_type: 'meh' }, auth),
      server.post(
        CHAT_PATHS.messageFeedback(room.slug, 1),
        { feedback_type: 'up', feedback_message: 'x'.repeat(1001) },
        auth,
      ),
      server.post(CHAT_PATHS.relatedChatPrompts, {}, auth),
      server.post(CHAT_PATHS.relatedChatPrompts, { message: '' }, auth),
      server.app.inject({
        method: 'POST',
        url: CHAT_PATHS.rooms,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"name":',
      }),
    ];
    for (const response of await Promise.all(bad)) expect(response.statusCode).toBe(400);
    const listed = (await server.get(CHAT_PATHS.rooms, auth)).json<{ results: Room[] }>().results;
    expect(listed.find((item) => item.slug === room.slug)?.name).toBe('Kept');
  });

  it('offers the same suggestions with is_new_chat false once the user has talked', async () => {
    const { access } = await login(server.app, EDITOR);
    const fresh = await server.get(CHAT_PATHS.chatSuggestions, bearer(access));
    expect(fresh.headers['cache-control']).toBe('no-store');
    const body = fresh.json<{ is_new_chat: boolean; results: string[] }>();
    expect(body.results.length).toBeGreaterThanOrEqual(4);
    const room = await createRoom();
    await exchange(server.app, userId, room.slug, 'Hello');
    expect((await server.get(CHAT_PATHS.chatSuggestions, auth)).json()).toMatchObject({ is_new_chat: false });
  });

  it('suggests related prompts for a message or for the last message of a room', async () => {
    const forMessage = await server.post(
      CHAT_PATHS.relatedChatPrompts,
      { message: 'How is testosterone tested?' },
      auth,
    );
    const prompts = forMessage.json<{ results: string[] }>().results;
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.length).toBeLessThanOrEqual(4);
    expect(prompts).not.toContain('How is testosterone tested?');
    expect(prompts.join(' ')).toMatch(/testosterone/i);

    const room = await createRoom();
    await exchange(server.app, userId, room.slug, 'What does a semen analysis measure?');
    const forRoom = (await server.post(CHAT_PATHS.relatedChatPrompts, { room: room.slug }, auth)).json<{
      results: string[];
    }>();
    expect(forRoom.results.join(' ')).toMatch(/sperm/i);
  });
});
