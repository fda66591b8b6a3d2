import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPackageRoot } from '../src/package-root';
import { ALLOWED_ORIGIN, listen, openSocket, type TestSocket } from './support/chat-socket-client';
import { matching } from './support/matchers';
import { CHAT_PATHS } from './support/spec-chat';
import { testDrivers } from './support/test-databases';
import { bearer, buildTestApp, claimsOf, describeOnEachDatabase, EDITOR, login } from './support/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
const FILE_LINK = /^\/api\/chat-files\/(\d+)\/\?exp=(\d+)&sig=([0-9a-f]{64})$/;
const MB = 1024 * 1024;

/** A file the server takes for a PNG (it checks the first bytes) of `bytes` bytes. */
function pngOf(bytes: number): string {
  const body = Buffer.alloc(bytes, 7);
  PNG_SIGNATURE.copy(body);
  return `data:image/png;base64,${body.toString('base64')}`;
}

interface Page {
  count: number;
  results: { id: number; file: string | null; file_type?: string | null }[];
}

describeOnEachDatabase(
  'Chat attachments stored apart and served by signed links',
  (server) => {
    let base = '';
    let access = '';
    let otherAccess = '';
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      base = await listen(server.app);
      access = (await login(server.app)).access;
      otherAccess = (await login(server.app, EDITOR)).access;
    });

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });

    const newRoom = async (token = access) =>
      (await server.post(CHAT_PATHS.rooms, {}, bearer(token))).json<{ slug: string }>().slug;
    const connect = async (room: string, token = access) => {
      const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, token);
      sockets.push(socket);
      await socket.opened;
      return socket;
    };
    /** Sends a message with `file` and answers its ack's message (after its reply, so rooms stay quiet). */
    const send = async (socket: TestSocket, file: string, clientId = randomUUID()) => {
      socket.send({ type: 'message', client_id: clientId, message: 'See attached', file });
      const ack = await socket.next('ack', (frame) => frame.client_id === clientId);
      await socket.next('reply', (frame) => frame.client_id === clientId);
      return ack.message;
    };
    const pageOf = async (room: string, token = access) => {
      const response = await server.get(CHAT_PATHS.roomMessages(room), bearer(token));
      return { bytes: response.rawPayload.length, page: response.json<Page>() };
    };

    it('stores the file apart: the ack and the page give a signed link and the type, not the bytes', async () => {
      const room = await newRoom();
      const message = await send(await connect(room), PNG_1PX);
      expect(message.file).toMatch(FILE_LINK);
      expect(message.file_type).toBe('image/png');
      expect(message.file).toContain(`/api/chat-files/${message.id}/`);
      const { page } = await pageOf(room);
      expect(page.results[0]).toMatchObject({ id: message.id, file: message.file, file_type: 'image/png' });
      const { rows } = await server.app.db.query<{ file: string | null; size: number }>(
        'select m.file, f.size from chat_messages m join chat_files f on f.message_id = m.id where m.id = $1',
        [message.id],
      );
      expect(rows).toEqual([{ file: null, size: Buffer.from(PNG_1PX.split(',')[1] ?? '', 'base64').length }]);
    });

    // Inline, this page was ten files long (3.4 MB as base64 JSON).
    it('keeps a page of ten 256 KB attachments small: links, not files', async () => {
      const room = await newRoom();
      const socket = await connect(room);
      for (let index = 0; index < 10; index += 1) await send(socket, pngOf(MB / 4));
      const { bytes, page } = await pageOf(room);
      expect(page.count).toBe(20);
      expect(page.results.filter((message) => message.file !== null)).toHaveLength(10);
      expect(bytes).toBeLessThan(50 * 1024);
    }, 90_000);

    it('serves the bytes with their type, no sniffing, a sandbox and a private cache until the link expires', async () => {
      const room = await newRoom();
      const socket = await connect(room);
      const image = await send(socket, PNG_1PX);
      const response = await server.get(image.file ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(Buffer.from(PNG_1PX.split(',')[1] ?? '', 'base64'))).toBe(true);
      const exp = Number(FILE_LINK.exec(image.file ?? '')?.[2]);
      const secondsLeft = exp - Math.floor(server.clock.now() / 1000);
      expect(secondsLeft).toBeGreaterThanOrEqual(3600);
      expect(secondsLeft).toBeLessThanOrEqual(7200);
      expect(exp % 3600).toBe(0);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline; filename="attachment.png"',
        'cache-control': `private, max-age=${secondsLeft}`,
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      });
      // The same file keeps its link for a while, so the browser's cache can answer.
      expect((await pageOf(room)).page.results[0]?.file).toBe(image.file);

      const pdf = await send(socket, PDF);
      expect(pdf.file_type).toBe('application/pdf');
      const download = await server.get(pdf.file ?? '');
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="attachment.pdf"',
      });
    });

    it('refuses a tampered, moved, missing or expired signature with 403, an unknown file with 404, never a 5xx', async () => {
      const room = await newRoom();
      const mine = await send(await connect(room), PNG_1PX);
      const theirs = await send(await connect(await newRoom(otherAccess), otherAccess), PNG_1PX);
      const link = mine.file ?? '';
      const [, id, exp, sig] = FILE_LINK.exec(link) ?? [];
      const flipped = `${sig?.slice(0, -1)}${sig?.endsWith('0') ? '1' : '0'}`;
      const refused = [
        // Tampered signature, and a later expiry with the old signature.
        `/api/chat-files/${id}/?exp=${exp}&sig=${flipped}`,
        `/api/chat-files/${id}/?exp=${Number(exp) + 3600}&sig=${sig}`,
        // My signature on another user's file.
        `/api/chat-files/${theirs.id}/?exp=${exp}&sig=${sig}`,
        `/api/chat-files/${id}/`,
        `/api/chat-files/${id}/?exp=soon&sig=${sig}`,
        `/api/chat-files/${id}/?exp=${exp}&sig[]=${sig}`,
      ];
      for (const url of refused)
        expect({ url, status: (await server.get(url)).statusCode }).toEqual({ url, status: 403 });
      for (const url of [
        `/api/chat-files/99999999/?exp=${exp}&sig=${sig}`,
        `/api/chat-files/Infinity/`,
        `/api/chat-files/1e309/`,
      ])
        expect({ url, status: (await server.get(url)).statusCode }).toEqual({ url, status: 404 });
      // The owner's Authorization header does not stand in for the signature.
      expect((await server.get(`/api/chat-files/${id}/`, bearer(access))).statusCode).toBe(403);

      server.clock.advance(2 * 3600 * 1000 + 1000);
      try {
        const expired = await server.get(link);
        expect(expired.statusCode).toBe(403);
        expect(expired.json()).toEqual({
          detail: 'This link to the file has expired. Open the chat again for a new one.',
        });
      } finally {
        server.clock.advance(-(2 * 3600 * 1000 + 1000));
      }
      expect((await server.get(link)).statusCode).toBe(200);
    });

    it('deletes the files with their room', async () => {
      const room = await newRoom();
      const message = await send(await connect(room), PNG_1PX);
      expect(
        (await server.app.inject({ method: 'DELETE', url: CHAT_PATHS.room(room), headers: bearer(access) }))
          .statusCode,
      ).toBe(204);
      expect((await server.get(message.file ?? '')).statusCode).toBe(404);
    });
  },
  { chatLimits: { messagesPerWindow: 1000, windowMs: 60_000 } },
);

describeOnEachDatabase(
  'The storage quota of chat attachments',
  (server) => {
    it('refuses a file over the quota with STORAGE_FULL and stores nothing; a resend is stored once', async () => {
      const base = await listen(server.app);
      const { access } = await login(server.app);
      const userId = claimsOf(access).sub;
      const room = (await server.post(CHAT_PATHS.rooms, {}, bearer(access))).json<{ slug: string }>().slug;
      const socket = openSocket(`${base}${CHAT_PATHS.socket(room)}`, ALLOWED_ORIGIN, access);
      await socket.opened;
      const stored = async () =>
        (
          await server.app.db.query<{ files: number; bytes: number }>(
            'select count(*)::int as files, coalesce(sum(size), 0)::int as bytes from chat_files where user_id = $1',
            [userId],
          )
        ).rows[0];

      const first = randomUUID();
      for (const clientId of [first, randomUUID()]) {
        socket.send({ type: 'message', client_id: clientId, message: 'Scan', file: pngOf(MB) });
        await socket.next('reply', (frame) => frame.client_id === clientId);
      }
      expect(await stored()).toEqual({ files: 2, bytes: 2 * MB });

      const over = randomUUID();
      socket.send({ type: 'message', client_id: over, message: 'One more', file: pngOf(MB) });
      expect(await socket.next('error')).toEqual({
        type: 'error',
        client_id: over,
        code: 'STORAGE_FULL',
        detail:
          'This file would take your chats over 2.5 MB of attachments, the most they can keep. Delete a chat with attachments to send more files.',
      });
      // A message without a file still goes through.
      const text = randomUUID();
      socket.send({ type: 'message', client_id: text, message: 'No file this time', file: null });
      expect((await socket.next('ack', (frame) => frame.client_id === text)).message.file).toBeNull();

      // Resending the first message (its file counted already) finds it; nothing is stored again.
      socket.send({ type: 'message', client_id: first, message: 'Scan', file: pngOf(MB) });
      expect((await socket.next('ack', (frame) => frame.client_id === first)).message.file_type).toBe(
        'image/png',
      );
      expect(await stored()).toEqual({ files: 2, bytes: 2 * MB });
      const page = (await server.get(CHAT_PATHS.roomMessages(room), bearer(access))).json<Page>();
      expect(page.results.filter((message) => message.file !== null)).toHaveLength(2);
      socket.close();
    });
  },
  { chatLimits: { messagesPerWindow: 1000, windowMs: 60_000, fileBytesPerUser: 2.5 * MB } },
);

describe.each(testDrivers)('The chat files migration on $name', (driver) => {
  it('moves an attachment stored inline into chat_files and serves it by link', async () => {
    const database = await driver.create();
    const all = join(findPackageRoot(), 'migrations');
    const before = await mkdtemp(join(tmpdir(), 'migrations-before-chat-files-'));
    try {
      for (const file of await readdir(all))
        if (file.endsWith('.sql') && file < '0502') await cp(join(all, file), join(before, file));
      const old = await buildTestApp(database.config, { migrationsDir: before });
      let messageId = 0;
      try {
        const userId = claimsOf((await login(old)).access).sub;
        const { rows } = await old.db.query<{ id: number }>(
          `with room as (insert into chat_rooms (slug, user_id, name) values ('old-room', $1, 'Old') returning id)
           insert into chat_messages (room_id, client_id, is_ai, message, file)
           select id, $2, false, 'Old scan', $3 from room returning id`,
          [userId, randomUUID(), PNG_1PX],
        );
        messageId = rows[0]?.id ?? 0;
      } finally {
        await old.close();
      }

      const app = await buildTestApp(database.config);
      try {
        const { rows } = await app.db.query<{ file: string | null; content_type: string; bytes: Uint8Array }>(
          'select m.file, f.content_type, f.bytes from chat_messages m join chat_files f on f.message_id = m.id where m.id = $1',
          [messageId],
        );
        expect(rows[0]?.file).toBeNull();
        expect(rows[0]?.content_type).toBe('image/png');
        expect(Buffer.from(rows[0]?.bytes ?? []).toString('base64')).toBe(PNG_1PX.split(',')[1]);
        const { access } = await login(app);
        const page = await app.inject({
          method: 'GET',
          url: CHAT_PATHS.roomMessages('old-room'),
          headers: bearer(access),
        });
        const [message] = page.json<Page>().results;
        expect(message).toMatchObject({
          id: messageId,
          file: matching(FILE_LINK),
          file_type: 'image/png',
        });
        const served = await app.inject({ method: 'GET', url: message?.file ?? '' });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
      } finally {
        await app.close();
      }
    } finally {
      await rm(before, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
