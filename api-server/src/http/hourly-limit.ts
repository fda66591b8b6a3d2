import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/** Counts one use; the seconds to wait when over the budget, null when allowed. */
export type HourlyLimit = (request: FastifyRequest) => Promise<number | null>;

/**
 * A budget of `max` uses an hour per key, on @fastify/rate-limit (so shared through Redis when
 * the attempt limits are). Called inside a handler, after authentication, so a key may be the user.
 */
export function hourlyLimit(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
): HourlyLimit {
  const check = app.createRateLimit({ max, timeWindow: HOUR_MS, keyGenerator: key });
  return async (request) => {
    const state = await check(request);
    return state.isAllowed || !state.isExceeded ? null : Math.max(state.ttlInSeconds, 1);
  };
}

/** Counts one use under `key`, a value the handler knows (a user id) rather than the request. */
export type KeyedHourlyLimit = (request: FastifyRequest, key: string) => Promise<number | null>;

/** Like {@link hourlyLimit}, with the key given on each call; keys are prefixed with `prefix`. */
export function keyedHourlyLimit(app: FastifyInstance, max: number, prefix: string): KeyedHourlyLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = hourlyLimit(app, max, (request) => `${prefix}:${keys.get(request) ?? ''}`);
  return (request, key) => {
    keys.set(request, key);
    return limit(request);
  };
}

/** The 429 of a used-up budget: when to come back, in the header and in words. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, what: string): FastifyReply {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? '1 minute' : `${minutes} minutes`;
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ detail: `Too many ${what}. Please try again in ${wait}.` });
}
