// The chat's WebSocket seen through Playwright's routeWebSocket: every frame still goes to the
// real API and back, but a test can hold the server's frames (to see the page wait for a reply)
// or cut the connection at a chosen moment (to see it heal with nothing lost or doubled).
import type { Page, WebSocketRoute } from '@playwright/test';

/** Where the next message from the page cuts the connection. */
export type DropPoint =
  /** The server never gets the message: the page must send it again. */
  | 'before-the-server'
  /** The server stores the message, but its ack and reply never reach the page. */
  | 'after-the-server-stored-it';

export interface ChatSocketControl {
  /** Sockets the page has opened so far. */
  connections(): number;
  /** Keep the server's frames from the page until `release`. */
  hold(): void;
  release(): void;
  /** Cut the connection at `point` when the page next sends a message. */
  dropOnNextMessage(point: DropPoint): void;
}

/** A close a browser sees when a server goes away (not one of the chat's final codes). */
const GOING_AWAY = 1001;

export async function controlChatSocket(page: Page): Promise<ChatSocketControl> {
  let connections = 0;
  let held = false;
  let drop: DropPoint | null = null;
  const waiting: Array<() => void> = [];

  await page.routeWebSocket(/\/ws\/chat\//, (ws: WebSocketRoute) => {
    connections += 1;
    const server = ws.connectToServer();
    let cut = false;
    const cutNow = async () => {
      cut = true;
      await ws.close({ code: GOING_AWAY, reason: 'dropped by the test' });
      await server.close();
    };
    ws.onMessage((frame) => {
      if (cut) return;
      const point = drop;
      if (point === null || !String(frame).includes('"type":"message"')) {
        server.send(frame);
        return;
      }
      drop = null;
      if (point === 'before-the-server') {
        void cutNow();
        return;
      }
      // Cut once the server acknowledges it: then it is stored, and nothing of it reached the page.
      const clientId = (JSON.parse(String(frame)) as { client_id: string }).client_id;
      cut = true;
      server.onMessage((answer) => {
        if (String(answer).includes('"type":"ack"') && String(answer).includes(clientId)) void cutNow();
      });
      server.send(frame);
    });
    server.onMessage((frame) => {
      if (cut) return;
      if (held) waiting.push(() => ws.send(frame));
      else ws.send(frame);
    });
  });

  return {
    connections: () => connections,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const send of waiting.splice(0)) send();
    },
    dropOnNextMessage: (point) => {
      drop = point;
    },
  };
}
