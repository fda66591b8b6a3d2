import type { FastifyBaseLogger } from 'fastify';
import type { FailureCounters } from '../modules/auth/failure-counters';

/**
 * Counters shared through Redis while it answers, and this server's own in memory while it does
 * not: a limit keeps holding per server through a Redis outage (never a 500, never no limit at
 * all), and is shared again once Redis is back (ADR 0120).
 */
export function withMemoryFallback(
  shared: FailureCounters,
  local: FailureCounters,
  log: FastifyBaseLogger,
): FailureCounters {
  let warned = false;
  const fallBack = (error: unknown) => {
    if (!warned) log.warn({ err: error }, 'limits: Redis failed, counting on this server alone');
    warned = true;
  };
  return {
    async add(key, windowMs) {
      try {
        const state = await shared.add(key, windowMs);
        warned = false;
        return state;
      } catch (error) {
        fallBack(error);
        return local.add(key, windowMs);
      }
    },
    async giveBack(key) {
      try {
        await shared.giveBack(key);
      } catch (error) {
        fallBack(error);
        await local.giveBack(key);
      }
    },
    // Both: a budget restarted while Redis is down must not come back spent once it answers.
    async clear(key) {
      await local.clear(key);
      try {
        await shared.clear(key);
      } catch (error) {
        fallBack(error);
      }
    },
  };
}
