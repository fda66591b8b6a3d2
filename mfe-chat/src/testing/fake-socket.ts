import type {
  ChatMessage,
  ChatSocketClientFrame,
  ChatSocketClientMessage,
  ChatSocketServerMessage,
} from 'shared-contracts';
import type { WebSocketLike } from '../features/conversation';

/**
 * A socket the test drives: it opens, answers and closes when the test says so. Like the server,
 * it answers the auth frame with `ready` (or with a 4401 close when `refuseTokens` is set); `sent`
 * holds the messages that came after it.
 */
export class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: ChatSocketClientMessage[] = [];
  /** The token of the auth frame, once the client has sent it. */
  token: string | null = null;
  refuseTokens = false;
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    const frame = JSON.parse(data) as ChatSocketClientFrame;
    if (frame.type === 'auth') {
      if (this.token !== null) throw new Error('a second auth frame on one socket');
      this.token = frame.token;
      queueMicrotask(() => (this.refuseTokens ? this.drop(4401) : this.receive({ type: 'ready' })));
      return;
    }
    if (this.token === null) throw new Error('a message before the auth frame');
    this.sent.push(frame);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame. */
  receive(message: ChatSocketServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The connection fails: an error, then the close (as browsers report it). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    const event: CloseEvent = Object.assign(new Event('close'), { code, reason: '', wasClean: false });
    this.onclose?.(event);
  }
}

/** Every socket the page opened, newest last. */
export function fakeSockets() {
  const opened: FakeSocket[] = [];
  return {
    opened,
    openSocket: (url: string) => {
      const socket = new FakeSocket(url);
      opened.push(socket);
      return socket;
    },
    latest: (): FakeSocket => {
      const socket = opened.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}

/** A stored message as the API would send it. */
export function storedMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    client_id: null,
    is_ai: false,
    message: `message ${id}`,
    file: null,
    chat_source_recommendations: [],
    feedback_type: null,
    feedback_message: null,
    created_at: '2026-11-22T12:00:00Z',
    ...overrides,
  };
}

/** The stored user message, ack, the AI reply, and the reply frame the server sends for `sent`. */
export function exchange(id: number, sent: ChatSocketClientMessage, reply = 'A reply.') {
  const user = storedMessage(id, { client_id: sent.client_id, message: sent.message, file: sent.file });
  const ai = storedMessage(id + 1, {
    client_id: sent.client_id,
    is_ai: true,
    message: reply,
    chat_source_recommendations: [
      {
        id: 3,
        title: 'Varicocele explained',
        url: 'https://videos.example/3',
        thumbnail: null,
        duration: 240,
      },
    ],
  });
  return {
    user,
    ai,
    ack: { type: 'ack', client_id: sent.client_id, message: user } satisfies ChatSocketServerMessage,
    reply: {
      type: 'reply',
      client_id: sent.client_id,
      message: ai,
      related_prompts: ['What causes varicocele?'],
      is_new_chat: false,
    } satisfies ChatSocketServerMessage,
  };
}
