import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { randomUUID, createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { type ClusterBus, deliver } from './bus';

// NOTIFY payloads must stay under 8,000 bytes: the bus carries small messages (invalidations).
const MAX_PAYLOAD = 7_900;

/**
 * The bus over PostgreSQL LISTEN/NOTIFY, for a deployment without Redis: one listening
 * connection of its own, notifications sent through the pool. The channel is named after the
 * deployment's prefix. A lost listening connection is opened again (messages sent meanwhile are
 * missed: the caches' own expiry bounds that).
 */
export async function postgresBus(
  url: string,
  db: Queryable,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<ClusterBus> {
  const origin = randomUUID();
  const channel = `api_bus_${createHash('sha256').update(prefix).digest('hex').slice(0, 16)}`;
  const handlers = new Map<string, ((message: unknown) => void)[]>();
  let client: Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let listenedOnce = false;
  const restored: (() => void)[] = [];

  const listen = async (attempt: number): Promise<void> => {
    if (closed) return;
    const next = new Client({ connectionString: url });
    next.on('notification', ({ payload }) => {
      if (!payload) return;
      try {
        const { topic, text } = JSON.parse(payload) as { topic: string; text: string };
        deliver(handlers, origin, topic, text, log);
      } catch (error) {
        log.warn({ err: error }, 'cluster: unreadable notification ignored');
      }
    });
    const retry = () => {
      if (closed || client !== next) return;
      client = null;
      retryTimer = setTimeout(() => void listen(attempt + 1), Math.min(2_000, 100 * 2 ** attempt));
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'cluster: the LISTEN connection failed, opening it again');
      retry();
    });
    next.on('end', retry);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      attempt = 0;
      // Listening again after a loss: notifications sent meanwhile were missed.
      if (listenedOnce) for (const handler of restored) handler();
      listenedOnce = true;
    } catch (error) {
      log.warn({ err: error }, 'cluster: LISTEN failed, trying again');
      await next.end().catch(() => {});
      retry();
    }
  };

  // Listening before the server serves, so no invalidation made after its start is missed.
  await listen(0);
  return {
    publish(topic, message) {
      const payload = JSON.stringify({ topic, text: JSON.stringify({ from: origin, message }) });
      if (payload.length > MAX_PAYLOAD) {
        log.error({ topic }, 'cluster: message too long for NOTIFY, not sent');
        return;
      }
      db.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) =>
        log.error({ err: error, topic }, 'cluster: message not sent to the other servers'),
      );
    },
    on(topic, handler) {
      const list = handlers.get(topic);
      if (list) list.push(handler);
      else handlers.set(topic, [handler]);
    },
    onRestored(handler) {
      restored.push(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
