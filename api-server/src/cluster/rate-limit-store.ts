import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type Redis from 'ioredis';
import {
  createMemoryCounters,
  createRedisCounters,
  type FailureCounters,
} from '../modules/auth/failure-counters';
import { withMemoryFallback } from './fallback-counters';

// What the plugin passes to child() at run time: its route settings, with the route as routeInfo.
interface RouteStoreOptions {
  routeInfo: { method: string; url: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option): counts in Redis under `nameSpace`, and in
 * this server's memory while Redis does not answer, where the plugin's own Redis store would
 * fail every limited request (ADR 0120).
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  now: () => number,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => {
    const counters: FailureCounters = withMemoryFallback(
      createRedisCounters(redis, prefix),
      createMemoryCounters(now),
      log,
    );
    return {
      incr(key, done, timeWindow) {
        counters.add(key, timeWindow).then(
          ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
          (error: Error) => done(error),
        );
      },
      child(options) {
        const { routeInfo } = options as unknown as RouteStoreOptions;
        return make(`${prefix}${routeInfo.method}${routeInfo.url}-`);
      },
    };
  };
  // The plugin constructs its store with `new`: a function returning an object serves.
  return function FallbackStore() {
    return make(nameSpace);
  } as unknown as FastifyRateLimitStoreCtor;
}
