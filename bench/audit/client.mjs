// How the audit talks to the stack it started: JSON calls over HTTP (each case from its own client
// address, which the API believes through TRUST_PROXY=loopback), the development mailbox, fresh
// verified accounts, and the chat socket with its first-frame auth.
import { createHmac, randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/** A client of `apiUrl`. `address` is the X-Forwarded-For every call sends (its per-address budgets). */
export function createClient(apiUrl, { address = null, origin = null } = {}) {
  async function call(method, path, { body, headers = {}, token } = {}) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(address ? { 'x-forwarded-for': address } : {}),
        ...(origin ? { origin } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (robots.txt, a file): the text is there.
    }
    return { status: response.status, headers: response.headers, text, json };
  }
  return {
    apiUrl,
    get: (path, options) => call('GET', path, options),
    post: (path, body, options = {}) => call('POST', path, { ...options, body }),
    put: (path, body, options = {}) => call('PUT', path, { ...options, body }),
    call,
  };
}

/** A client address of the documentation ranges (RFC 5737), one per case, so budgets never mix. */
let lastAddress = 0;
export function nextAddress() {
  lastAddress += 1;
  return `198.51.100.${lastAddress % 250}`;
}

/** The newest code the development mailbox holds for `email` (read from the machine itself). */
export async function lastCode(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/dev/mailbox/?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const [mail] = await response.json();
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail.code;
}

/** Signs up a new account and confirms it with the mailed code; answers its email and tokens. */
export async function newVerifiedUser(client, label = 'user') {
  const email = `audit-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `audit-secret-${randomUUID().slice(0, 8)}`;
  const signUp = await client.post('/api/users/sign-up/', {
    email,
    password,
    first_name: 'Audit',
    last_name: 'User',
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status} ${signUp.text}`);
  const verified = await client.post('/api/users/verify-otp/', {
    email,
    otp: await lastCode(client.apiUrl, email),
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  return { email, password, access: verified.json.data.access, refresh: verified.json.data.refresh };
}

/** The claims of a token, read without checking it. */
export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The token with `changes` to its claims, signed with the stack's secret (HS256, as the API signs). */
export function resignToken(token, changes, secret) {
  const [header] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), ...changes })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Opens the chat socket of `room` from `origin`; with a token, the first frame is the auth frame.
 * Keeps every frame; `next(type)` waits for one, `closed` resolves with the close code.
 */
export function openSocket(apiUrl, path, { origin, token, maxPayload } = {}) {
  const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}${path}`, {
    headers: origin ? { origin } : {},
    ...(maxPayload ? { maxPayload } : {}),
  });
  const frames = [];
  const waiters = [];
  socket.on('error', () => {});
  if (token) socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  socket.on('message', (data) => {
    let frame;
    try {
      frame = JSON.parse(data.toString('utf8'));
    } catch {
      frame = { type: 'unreadable' };
    }
    const waiter = waiters.find((candidate) => candidate.test(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else frames.push(frame);
  });
  const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    closed,
    next(type, match = () => true, timeoutMs = 10_000) {
      const test = (frame) => frame.type === type && match(frame);
      const early = frames.find(test);
      if (early) {
        frames.splice(frames.indexOf(early), 1);
        return Promise.resolve(early);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const entry = {
          test,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        };
        waiters.push(entry);
        void closed.then((code) => {
          if (!waiters.includes(entry)) return;
          waiters.splice(waiters.indexOf(entry), 1);
          clearTimeout(timer);
          reject(new Error(`closed with ${code} before a ${type} frame`));
        });
      });
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    close: () => socket.close(),
    terminate: () => socket.terminate(),
  };
}

/** A new message frame. */
export const messageFrame = (message, file = null) => ({
  type: 'message',
  client_id: randomUUID(),
  message,
  file,
});
