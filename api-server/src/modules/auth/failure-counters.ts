import type Redis from 'ioredis';

/** A counter after an increment: its value and how long its window still runs. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counters of failed guesses. `add` counts first and answers after, in one atomic
 * step, so concurrent guesses each see their own count; `giveBack` undoes one add (a success).
 */
export interface FailureCounters {
  add(key: string, windowMs: number): Promise<CounterState>;
  giveBack(key: string): Promise<void>;
  /** Ends the key's window: its next add counts from one. */
  clear(key: string): Promise<void>;
}

/** Past this many keys, expired ones are swept on the next add. */
const SWEEP_ABOVE = 10_000;

/** One server's counters, in memory; `now` is the app's clock, so tests move windows without sleeping. */
export function createMemoryCounters(now: () => number): FailureCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    const at = now();
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    add(key, windowMs) {
      if (windows.size > SWEEP_ABOVE) sweep();
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, ttlMs: window.endsAt - at });
    },
    giveBack(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
    clear(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

// INCR and the window's expiry in one script, so two servers never both see the first count.
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

// A window that ended (the key expired) has nothing to give back; never below zero.
const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters every server shares through Redis. */
export function createRedisCounters(redis: Redis, prefix: string): FailureCounters {
  return {
    async add(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(ADD, 1, `${prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ];
      return { count, ttlMs };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, `${prefix}${key}`);
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
