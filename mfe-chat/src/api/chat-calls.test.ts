import { bodyOf, fakeApi, routes, type FakeHandler } from 'remote-kit/testing';
import { createChatCalls } from './chat-calls';

const message = (id: number) => ({ id, client_id: null, is_ai: false, message: `m${id}` });
const room = { slug: 'r-1', name: 'Sleep', created_at: '2026-01-01T00:00:00Z' };

describe('the chat calls', () => {
  it('reads the messages after an id page by page until a short page', async () => {
    // A full page is 100 messages: the first page is full, the second is not.
    const pages: FakeHandler = (config) => {
      const after = Number((config.params as { after_id: number }).after_id);
      const count = after === 5 ? 100 : 3;
      return {
        status: 200,
        data: { results: Array.from({ length: count }, (_, i) => message(after + i + 1)) },
      };
    };
    const api = fakeApi(routes({ 'GET /api/chat-room-messages/r-1/': pages }));
    const messages = await createChatCalls(api.client).messagesAfter('r-1', 5);
    expect(messages.map((m) => m.id)).toEqual(Array.from({ length: 103 }, (_, i) => i + 6));
    expect(api.requests.map((r) => r.params as unknown)).toEqual([
      { after_id: 5, limit: 100 },
      { after_id: 105, limit: 100 },
    ]);
  });

  it('reads once when nothing is newer', async () => {
    const api = fakeApi(
      routes({ 'GET /api/chat-room-messages/r-1/': { status: 200, data: { results: [] } } }),
    );
    expect(await createChatCalls(api.client).messagesAfter('r-1', 9)).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it('creates, renames and deletes a room', async () => {
    const api = fakeApi(
      routes({
        'POST /api/chat-room/': { status: 201, data: room },
        'POST /api/chat-room/r-1/': { status: 200, data: { ...room, name: 'Diet' } },
        'DELETE /api/chat-room/r-1/': { status: 204 },
      }),
    );
    const calls = createChatCalls(api.client);
    expect(await calls.createRoom({ name: 'Sleep' })).toEqual(room);
    expect(await calls.renameRoom('r-1', { name: 'Diet' })).toEqual({ ...room, name: 'Diet' });
    await calls.deleteRoom('r-1');
    expect(api.sent()).toEqual([
      'POST /api/chat-room/',
      'POST /api/chat-room/r-1/',
      'DELETE /api/chat-room/r-1/',
    ]);
    expect(api.requests.slice(0, 2).map(bodyOf)).toEqual([{ name: 'Sleep' }, { name: 'Diet' }]);
  });

  it('rejects a delete with its HTTP status (the page tells a room already gone)', async () => {
    const api = fakeApi(routes({}));
    await expect(createChatCalls(api.client).deleteRoom('gone')).rejects.toMatchObject({ status: 404 });
  });
});
