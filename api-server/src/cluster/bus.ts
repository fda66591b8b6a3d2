import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { onEveryReady } from './redis';

/**
 * Messages between the API servers of one deployment: chat events, cache invalidations. A
 * message published here reaches the handlers of every other server, never this one's (the
 * publisher has acted on it already). Delivery is best effort: a server that misses one (its
 * link was down) must still be correct, only later (ADR 0120).
 */
export interface ClusterBus {
  publish(topic: string, message: unknown): void;
  on(topic: string, handler: (message: unknown) => void): void;
  /**
   * Runs `handler` whenever the link to the other servers is back after it was lost: messages
   * sent meanwhile never came, so what was built from them (caches, sockets' views) must be
   * rebuilt (ADR 0170).
   */
  onRestored(handler: () => void): void;
  close(): Promise<void>;
}

/** A bus of one server alone (PGlite, or no shared link): nothing to tell anyone. */
export function localBus(): ClusterBus {
  return { publish: () => {}, on: () => {}, onRestored: () => {}, close: () => Promise.resolve() };
}

type Handlers = Map<string, ((message: unknown) => void)[]>;

/** Runs the handlers of a message that came from another server; a bad one is logged. */
export function deliver(
  handlers: Handlers,
  origin: string,
  topic: string,
  text: string,
  log: FastifyBaseLogger,
) {
  try {
    const { from, message } = JSON.parse(text) as { from: string; message: unknown };
    if (from === origin) return;
    for (const handler of handlers.get(topic) ?? []) handler(message);
  } catch (error) {
    log.warn({ err: error, topic }, 'cluster: unreadable message ignored');
  }
}

/**
 * Redis pub/sub: `redis` publishes, a duplicate connection listens (a subscribed connection can
 * do nothing else). Every channel starts with the deployment's prefix.
 */
export function redisBus(redis: Redis, prefix: string, log: FastifyBaseLogger): ClusterBus {
  const origin = randomUUID();
  const handlers: Handlers = new Map();
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {});
  const channelOf = (topic: string) => `${prefix}${topic}`;
  subscriber.on('message', (channel: string, text: string) =>
    deliver(handlers, origin, channel.slice(prefix.length), text, log),
  );
  // A subscription that failed (a command time-out on a busy start) is asked again: without it
  // this server would miss every invalidation, sessions' included (ADR 0170).
  const subscribe = (channels: string[]) => {
    if (channels.length === 0 || subscriber.status !== 'ready') return;
    subscriber.subscribe(...channels).catch((error: unknown) => {
      log.warn({ err: error }, 'cluster: subscribe failed; asking again');
      setTimeout(() => subscribe(channels), 500).unref();
    });
  };
  // After an outage the subscriptions are made again: Redis forgets them with the connection.
  onEveryReady(subscriber, () => subscribe([...handlers.keys()].map(channelOf)));
  // The link is both connections: hearing the others (subscriber) and telling them (redis). Not
  // ready when this server started, or lost since: the moment both are ready again is a
  // restoration, when its handlers may already publish (there is no offline queue).
  const connections = [subscriber, redis];
  let lost = connections.some((connection) => connection.status !== 'ready');
  const restored: (() => void)[] = [];
  for (const connection of connections) {
    connection.on('close', () => {
      lost = true;
    });
    connection.on('ready', () => {
      if (!lost || connections.some((other) => other.status !== 'ready')) return;
      lost = false;
      for (const handler of restored) handler();
    });
  }
  return {
    publish(topic, message) {
      redis.publish(channelOf(topic), JSON.stringify({ from: origin, message })).catch((error: unknown) => {
        log.error({ err: error, topic }, 'cluster: message not published to the other servers');
      });
    },
    on(topic, handler) {
      const list = handlers.get(topic);
      if (list) list.push(handler);
      else {
        handlers.set(topic, [handler]);
        subscribe([channelOf(topic)]);
      }
    },
    onRestored(handler) {
      restored.push(handler);
    },
    async close() {
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}

/** The same bus with every topic after `prefix` (tests give each group of servers its own). */
export function prefixedTopics(bus: ClusterBus, prefix: string): ClusterBus {
  if (!prefix) return bus;
  return {
    publish: (topic, message) => bus.publish(`${prefix}${topic}`, message),
    on: (topic, handler) => bus.on(`${prefix}${topic}`, handler),
    onRestored: (handler) => bus.onRestored(handler),
    close: () => bus.close(),
  };
}
