import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import { once } from 'node:events';

/** How long a start waits for Redis before going on without it (it keeps reconnecting). */
const READY_WAIT_MS = 2_000;

/**
 * A connection to Redis that never holds a request up for long: Redis is an accelerator here,
 * never a single point of failure (ADR 0120). While it is unreachable a command fails at once
 * (no offline queue) or after `commandTimeout`, and the caller falls back to what this server
 * knows alone; the connection keeps retrying in the background and is used again once back.
 */
export function openRedis(url: string, log: FastifyBaseLogger, purpose: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnects for ever, at most every 2 s: a Redis restart heals without a server restart.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    // Subscriptions are made again on each 'ready' by their owner (see onEveryReady).
    autoResubscribe: false,
    lazyConnect: false,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per retry.
    if (down) return;
    down = true;
    log.warn({ err: error, purpose }, 'Redis unreachable: this server goes on alone until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info({ purpose }, 'Redis reachable again');
    down = false;
  });
  return redis;
}

/** Waits until `redis` is ready, or READY_WAIT_MS: a server starts whether Redis answers or not. */
export async function readyOrNot(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), READY_WAIT_MS);
  try {
    await once(redis, 'ready', { signal: timeout.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `work` now if `redis` is ready, and again every time it becomes ready (after an outage). */
export function onEveryReady(redis: Redis, work: () => void): void {
  redis.on('ready', work);
  if (redis.status === 'ready') work();
}

/** Closes a connection whatever its state (quit needs a live one). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
