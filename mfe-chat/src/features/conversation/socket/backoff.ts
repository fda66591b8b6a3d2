import type { BackoffPolicy } from '../../../app/chat-deps';

export type { BackoffPolicy };

/** The chat socket's policy: 0.5 s, 1 s, 2 s, ... up to 15 s. */
export const RECONNECT_BACKOFF: BackoffPolicy = { baseMs: 500, capMs: 15_000 };

/**
 * Delay before reconnect attempt `attempt` (0 for the first). "Equal jitter": half of the
 * exponential step is fixed and half random, so after a server restart the clients spread out
 * instead of all knocking at once, yet none retries at once in a tight loop.
 */
export function reconnectDelay(attempt: number, random: () => number, policy = RECONNECT_BACKOFF): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
