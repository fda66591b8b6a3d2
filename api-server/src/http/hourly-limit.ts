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

/** The 429 of a used-up budget: when to come back, in the header and in words. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, what: string): FastifyReply {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? '1 minute' : `${minutes} minutes`;
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ detail: `Too many ${what}. Please try again in ${wait}.` });
}
