import { type Env, positiveInteger } from './env';

/**
 * Abuse limits of the account calls. Failed login, code and reset attempts count per account and
 * per client address; sending codes counts every request per email and per address.
 */
export interface RateLimitConfig {
  windowMs: number;
  failuresPerAccount: number;
  failuresPerAddress: number;
  sendsPerEmail: number;
  sendsPerAddress: number;
  /**
   * Guesses of one account checked at the same time (each password check holds a hashing thread
   * for about a second); more answer 429 at once. Default 2.
   */
  concurrentChecksPerAccount?: number;
  /** The same per client address. Default 4, the size of Node's hashing thread pool. */
  concurrentChecksPerAddress?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  sendsPerEmail: 5,
  sendsPerAddress: 30,
  concurrentChecksPerAccount: 2,
  concurrentChecksPerAddress: 4,
};

/** A visitor sends one batch per page hide; far more than a person can cause, far less than a flood. */
export const DEFAULT_TELEMETRY_BATCHES_PER_MINUTE = 120;

export function rateLimitsFromEnv(env: Env): RateLimitConfig {
  return {
    windowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMITS.windowMs),
    failuresPerAccount: positiveInteger(
      env,
      'RATE_LIMIT_FAILURES_PER_ACCOUNT',
      DEFAULT_RATE_LIMITS.failuresPerAccount,
    ),
    failuresPerAddress: positiveInteger(
      env,
      'RATE_LIMIT_FAILURES_PER_ADDRESS',
      DEFAULT_RATE_LIMITS.failuresPerAddress,
    ),
    sendsPerEmail: positiveInteger(env, 'RATE_LIMIT_SENDS_PER_EMAIL', DEFAULT_RATE_LIMITS.sendsPerEmail),
    sendsPerAddress: positiveInteger(
      env,
      'RATE_LIMIT_SENDS_PER_ADDRESS',
      DEFAULT_RATE_LIMITS.sendsPerAddress,
    ),
    concurrentChecksPerAccount: positiveInteger(env, 'RATE_LIMIT_CHECKS_PER_ACCOUNT', 2),
    concurrentChecksPerAddress: positiveInteger(env, 'RATE_LIMIT_CHECKS_PER_ADDRESS', 4),
  };
}

export function telemetryBatchesPerMinuteFromEnv(env: Env): number {
  return positiveInteger(env, 'TELEMETRY_BATCHES_PER_MINUTE', DEFAULT_TELEMETRY_BATCHES_PER_MINUTE);
}
