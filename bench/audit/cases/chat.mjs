// Chat: the socket token stays out of the URL and the log (item 7), attachments have a quota and
// signed links (8), room budgets (11), and the socket's frame limits (13).
import { createClient, messageFrame, newVerifiedUser, nextAddress, openSocket } from '../client.mjs';
import { outcome } from '../outcome.mjs';

const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file the server takes for a PNG (it checks the first bytes), `bytes` long, as a data URL. */
function pngOf(bytes) {
  const body = Buffer.alloc(bytes, 7);
  PNG_SIGNATURE.copy(body);
  return `data:image/png;base64,${body.toString('base64')}`;
}

/** A new user with a new room; answers both. */
async function userWithRoom(api, label) {
  const client = createClient(api, { address: nextAddress() });
  const user = await newVerifiedUser(client, label);
  const room = await client.post('/api/chat-room/', {}, { token: user.access });
  if (room.status !== 201) throw new Error(`chat-room answered ${room.status}`);
  return { client, user, room: room.json.slug };
}

/** The user's socket in `room`, authenticated by its first frame and ready. */
async function readySocket({ api, origin }, token, room) {
  const socket = openSocket(api, `/ws/chat/${room}/`, { origin, token });
  await socket.next('ready');
  return socket;
}

export const chatCases = [
  {
    item: 7,
    name: 'socket opened with no token in the URL, auth in the first frame',
    expected: 'ready',
    async run(context) {
      const { user, room } = await userWithRoom(context.api, 'socket');
      const socket = openSocket(context.api, `/ws/chat/${room}/`, {
        origin: context.origin,
        token: user.access,
      });
      const ready = await socket.next('ready');
      socket.close();
      // An older client's `?key=` still works; its token must not reach the log either.
      const legacy = openSocket(context.api, `/ws/chat/${room}/?key=${encodeURIComponent(user.access)}`, {
        origin: context.origin,
      });
      await legacy.next('ready');
      legacy.close();
      context.socketTokens.push(user.access);
      return outcome(ready.type, ready.type === 'ready');
    },
  },
  {
    item: 7,
    name: "the API's log after sockets opened with tokens (also ?key=)",
    expected: 'socket URLs logged, no token in them',
    async run({ apiLog, socketTokens }) {
      // The request log is written as the connection ends: give it a moment.
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
      const socketLines = apiLog.filter((line) => line.includes('/ws/chat/'));
      const leaks = apiLog.filter((line) => socketTokens.some((token) => line.includes(token)));
      const observed = `${socketLines.length} socket URLs logged, ${leaks.length ? `${leaks.length} with a token` : 'no token in them'}`;
      return outcome(observed, socketTokens.length > 0 && socketLines.length > 0 && leaks.length === 0);
    },
  },
  {
    item: 8,
    name: 'two 1 MB files, then a third over the 2.5 MB quota',
    expected: 'stored, stored, STORAGE_FULL',
    async run(context) {
      const { user, room } = await userWithRoom(context.api, 'quota');
      const socket = await readySocket(context, user.access, room);
      const seen = [];
      for (let file = 0; file < 3; file += 1) {
        const frame = messageFrame('Scan', pngOf(MB));
        socket.send(frame);
        const answer = await Promise.race([
          socket.next('ack', (ack) => ack.client_id === frame.client_id),
          socket.next('error', (error) => error.client_id === frame.client_id),
        ]);
        seen.push(answer.type === 'ack' ? 'stored' : answer.code);
        if (answer.type === 'ack') await socket.next('reply', (reply) => reply.client_id === frame.client_id);
      }
      socket.close();
      return outcome(seen.join(', '), seen.join() === 'stored,stored,STORAGE_FULL');
    },
  },
  {
    item: 8,
    name: "an attachment's link: signed, tampered, owner's token instead",
    expected: '200 image/png, 403, 403',
    async run(context) {
      const { client, user, room } = await userWithRoom(context.api, 'link');
      const socket = await readySocket(context, user.access, room);
      const frame = messageFrame('See attached', pngOf(1024));
      socket.send(frame);
      const ack = await socket.next('ack', (answer) => answer.client_id === frame.client_id);
      await socket.next('reply', (reply) => reply.client_id === frame.client_id);
      socket.close();
      const link = ack.message.file ?? '';
      const signed = await client.get(link);
      const tampered = await client.get(
        link.replace(/sig=([0-9a-f])/, (_, digit) => `sig=${digit === '0' ? '1' : '0'}`),
      );
      const unsigned = await client.get(link.replace(/\?.*$/, ''), { token: user.access });
      const observed = `${signed.status} ${signed.headers.get('content-type')}, ${tampered.status}, ${unsigned.status}`;
      return outcome(observed, observed === '200 image/png, 403, 403');
    },
  },
  {
    item: 11,
    name: 'a third chat room of one user within the hour (limit 2)',
    expected: '201, 201, 429',
    async run({ api }) {
      const client = createClient(api, { address: nextAddress() });
      const user = await newVerifiedUser(client, 'rooms');
      const statuses = [];
      for (let room = 0; room < 3; room += 1)
        statuses.push((await client.post('/api/chat-room/', {}, { token: user.access })).status);
      return outcome(statuses.join(', '), statuses.join() === '201,201,429');
    },
  },
  {
    item: 13,
    name: 'a socket frame over 8 MB',
    expected: 'closed with 1009',
    async run(context) {
      const { user, room } = await userWithRoom(context.api, 'big-frame');
      const socket = await readySocket(context, user.access, room);
      socket.send('x'.repeat(8 * MB + 1));
      const code = await socket.closed;
      return outcome(`closed with ${code}`, code === 1009);
    },
  },
  {
    item: 13,
    name: 'invalid frames, then a message (4 frames a window)',
    expected: '4 errors, then RATE_LIMITED',
    async run(context) {
      const { user, room } = await userWithRoom(context.api, 'invalid-frames');
      const socket = await readySocket(context, user.access, room);
      const codes = [];
      for (const raw of ['not json', '{"type":"nonsense"}', '[1,2]', '{"type":"message"}']) {
        socket.send(raw);
        codes.push((await socket.next('error')).code);
      }
      socket.send(messageFrame('Hello'));
      const last = (await socket.next('error')).code;
      socket.close();
      const limited = codes.filter((code) => code === 'RATE_LIMITED').length;
      const observed = `${codes.length - limited} errors, then ${last}`;
      return outcome(observed, limited === 0 && last === 'RATE_LIMITED');
    },
  },
];
