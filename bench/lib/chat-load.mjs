// The chat under load: SOCKETS signed-in chat sockets held open, each in its own room,
// then SENDERS of them sending one message a second for SECONDS, answered by the built-in
// responder. Measures the time to open a socket, the time from a message to its reply (p50, p99),
// and counts what went wrong: messages never answered (lost), replies that came twice for one
// message (doubled), error frames by code, and sockets closed during the run.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { signIn } from './sign-in.mjs';

/**
 * The load the chat is built to hold (bench/README.md, "Chat load"); BENCH_CHAT_SOCKETS,
 * BENCH_CHAT_SENDERS, BENCH_CHAT_SECONDS shrink it.
 */
export const CHAT_LOAD = { sockets: 1000, senders: 100, seconds: 30 };
/** How long after the last message the run waits for the replies still on their way. */
const GRACE_MS = 15_000;
/** Rooms created and sockets opened at once while setting up. */
const SETUP_CONCURRENCY = 25;

/** Questions of the seeded library's topics, asked in turn. */
const QUESTIONS = [
  'What is a varicocele?',
  'Can a varicocele affect my fertility?',
  'What are the signs of low testosterone?',
  'How can I improve my sperm quality?',
  'Is it safe to lift weights with a varicocele?',
  'How is a varicocele treated?',
  'What does a semen analysis measure?',
  'How does exercise affect testosterone?',
];

function positiveInteger(raw, name, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${raw}: expected a whole number ≥ 1`);
  return value;
}

/** The scenario's size from the environment, the full scenario by default. */
export function chatLoadSettings(env = process.env) {
  const sockets = positiveInteger(env.BENCH_CHAT_SOCKETS, 'BENCH_CHAT_SOCKETS', CHAT_LOAD.sockets);
  const senders = positiveInteger(env.BENCH_CHAT_SENDERS, 'BENCH_CHAT_SENDERS', CHAT_LOAD.senders);
  const seconds = positiveInteger(env.BENCH_CHAT_SECONDS, 'BENCH_CHAT_SECONDS', CHAT_LOAD.seconds);
  return { sockets, senders: Math.min(senders, sockets), seconds };
}

/** The p-th percentile (0-100) of sorted numbers, nearest rank; null when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Runs `work` on every item, `limit` at a time. */
async function inBatches(items, limit, work) {
  const results = [];
  for (let start = 0; start < items.length; start += limit)
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  return results;
}

async function createRoom(apiUrl, access) {
  const response = await fetch(`${apiUrl}/api/chat-room/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`POST /api/chat-room/ answered ${response.status}`);
  return (await response.json()).slug;
}

/**
 * Opens one socket and sends its auth frame; resolves with it and the milliseconds until the
 * server accepted the token (its `ready` frame).
 */
function openSocket(url, origin, token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = new WebSocket(url, { headers: { origin } });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    const onReady = (data) => {
      if (JSON.parse(String(data)).type !== 'ready') return;
      socket.off('message', onReady);
      resolve({ socket, connectMs: performance.now() - started });
    };
    socket.on('message', onReady);
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code} before opening`)));
  });
}

/**
 * One run of the scenario against the API at `apiUrl`; `origin` is a page origin it allows.
 * @returns {Promise<object>} settings, connect and reply p50/p99 (ms), messages, lost, doubled, errors
 */
export async function measureChatLoad({
  apiUrl,
  origin,
  settings = chatLoadSettings(),
  log = console.error,
}) {
  const { access } = await signIn(apiUrl, 'customer');
  const wsBase = apiUrl.replace(/^http/, 'ws');
  log(`bench: chat load, opening ${settings.sockets} sockets (one room each)`);
  const rooms = await inBatches(Array.from({ length: settings.sockets }), SETUP_CONCURRENCY, () =>
    createRoom(apiUrl, access),
  );
  const opened = await inBatches(rooms, SETUP_CONCURRENCY, (room) =>
    openSocket(`${wsBase}/ws/chat/${room}/`, origin, access),
  );

  /** client id → when it was sent and how many replies came for it. */
  const sent = new Map();
  const latencies = [];
  const errors = {};
  let closedDuringRun = 0;
  let finished = false;
  for (const { socket } of opened) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'error') errors[frame.code] = (errors[frame.code] ?? 0) + 1;
      if (frame.type !== 'reply') return;
      const entry = sent.get(frame.client_id);
      if (!entry) return;
      entry.replies += 1;
      if (entry.replies === 1) latencies.push(performance.now() - entry.at);
    });
    socket.on('close', () => {
      if (!finished) closedDuringRun += 1;
    });
  }

  log(`bench: chat load, ${settings.senders} sockets sending a message a second for ${settings.seconds} s`);
  const senders = opened.slice(0, settings.senders);
  let question = 0;
  await Promise.all(
    senders.map(
      ({ socket }, index) =>
        new Promise((resolve) => {
          let left = settings.seconds;
          const sendOne = () => {
            const clientId = randomUUID();
            const message = QUESTIONS[question++ % QUESTIONS.length];
            sent.set(clientId, { at: performance.now(), replies: 0 });
            socket.send(JSON.stringify({ type: 'message', client_id: clientId, message, file: null }));
            left -= 1;
            if (left === 0) {
              clearInterval(timer);
              resolve();
            }
          };
          let timer;
          // Spread over the second, so the senders do not all send at the same instant.
          setTimeout(
            () => {
              sendOne();
              if (left > 0) timer = setInterval(sendOne, 1000);
            },
            Math.floor((index * 1000) / senders.length),
          );
        }),
    ),
  );
  const answered = () => [...sent.values()].every((entry) => entry.replies > 0);
  const graceEnds = performance.now() + GRACE_MS;
  while (!answered() && performance.now() < graceEnds) await new Promise((r) => setTimeout(r, 100));
  // A little longer, so a reply that would come twice has come.
  await new Promise((r) => setTimeout(r, 500));
  finished = true;
  for (const { socket } of opened) socket.close(1000);

  const connects = opened.map((each) => each.connectMs).sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  const entries = [...sent.values()];
  return {
    ...settings,
    messages: entries.length,
    connectP50Ms: percentile(connects, 50),
    connectP99Ms: percentile(connects, 99),
    replyP50Ms: percentile(latencies, 50),
    replyP99Ms: percentile(latencies, 99),
    lost: entries.filter((entry) => entry.replies === 0).length,
    doubled: entries.filter((entry) => entry.replies > 1).length,
    errors,
    closedDuringRun,
  };
}
