import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../../config';
import { normalizeEmail } from '../users/users.repository';
import { createMemoryCounters, createRedisCounters, type FailureCounters } from './failure-counters';
import { logSecurityEvent } from './security-log';

/**
 * What a guess counts against: wrong passwords (login, change of password, Google), wrong
 * sign-in codes, wrong reset codes. Each kind has its own budgets, so a flood of wrong passwords
 * never closes the emailed-code way in: the owner can always sign in with a code.
 */
export type AttemptKind = 'login' | 'code' | 'reset';

/** The guesses an emailed code answers: sign-in codes, reset codes. */
export type CodeKind = Exclude<AttemptKind, 'login'>;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export interface AttemptLimits {
  /**
   * Runs one guess (a password or code check) under the limits of `kind`, per account and per
   * client address. The attempt is counted before the check runs, atomically, so guesses sent
   * together cannot all pass a budget read before any of them was counted; `failed` tells
   * whether it stays counted (a success is given back, so the owner never locks themselves out).
   * Guesses of one account or one address checked at the same time are capped too, so nobody can
   * fill the password-hashing pool. Null when a limit refused the guess: the 429 is sent.
   */
  guess<T>(
    kind: AttemptKind,
    account: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<T>,
    failed: (result: T) => boolean,
  ): Promise<{ result: T } | null>;
  /**
   * Counts one code of `kind` sent to `email` from the request's address; answers 429 once over
   * the limit. A code that goes out starts the account's wrong-code budget of that kind afresh:
   * the new code is the owner's way in, whatever guesses came before it.
   */
  guardSend(kind: CodeKind, email: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Counts one code sent to `email` like guardSend, without answering: false when over the limit. */
  allowSend(kind: CodeKind, email: string, request: FastifyRequest): Promise<boolean>;
}

export interface AttemptLimitsOptions {
  limits: RateLimitConfig;
  redisUrl: string | null;
  /** Prefix of the Redis keys; tests give each app its own. */
  nameSpace?: string;
  /** The app's clock, for the in-memory counters. */
  now: () => number;
}

/**
 * Abuse limits: failed guesses on counters of our own (in memory, or shared by every server
 * through Redis when a URL is given) that can be given back; codes sent on @fastify/rate-limit.
 */
export async function registerAttemptLimits(
  app: FastifyInstance,
  { limits, redisUrl, nameSpace = 'auth-limit-', now }: AttemptLimitsOptions,
): Promise<AttemptLimits> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, redis: redis ?? undefined, nameSpace });
  const counters: FailureCounters = redis
    ? createRedisCounters(redis, `${nameSpace}failures:`)
    : createMemoryCounters(now);
  const inFlight = new Map<string, number>();
  const concurrentPerAccount =
    limits.concurrentChecksPerAccount ?? DEFAULT_RATE_LIMITS.concurrentChecksPerAccount ?? 2;
  const concurrentPerAddress =
    limits.concurrentChecksPerAddress ?? DEFAULT_RATE_LIMITS.concurrentChecksPerAddress ?? 4;

  const counter = (max: number, key: (request: FastifyRequest) => string): Check =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key });
  const accountOf = (request: FastifyRequest) => (request as { limitAccount?: string }).limitAccount ?? '';
  // Codes to one email count per sending address: an attacker asking codes for someone's email
  // spends their own budget, never the owner's, so the owner can always ask for a fresh code.
  const sends = {
    email: counter(limits.sendsPerEmail, (request) => `send:email:${accountOf(request)}:${request.ip}`),
    address: counter(limits.sendsPerAddress, (request) => `send:address:${request.ip}`),
  };
  const accountKeyOf = (kind: AttemptKind, account: string) => `${kind}:account:${normalizeEmail(account)}`;

  function withAccount(request: FastifyRequest, account: string | null): void {
    (request as { limitAccount?: string }).limitAccount = account ? normalizeEmail(account) : '';
  }

  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    retryAfterSeconds: number,
    detail: string,
  ): Promise<void> {
    logSecurityEvent(request.log, 'locked_out', {
      email: (request as { limitAccount?: string }).limitAccount || null,
      ip: request.ip,
      route: request.routeOptions.url,
    });
    await reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ detail });
  }

  /** Takes a slot of each key, or none when one is full. */
  function enter(keys: { key: string; max: number }[]): (() => void) | null {
    if (keys.some(({ key, max }) => (inFlight.get(key) ?? 0) >= max)) return null;
    for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    return () => {
      for (const { key } of keys) {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      }
    };
  }

  async function sendRefusal(request: FastifyRequest): Promise<number> {
    let retryAfter = 0;
    for (const check of [sends.email, sends.address]) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) retryAfter = Math.max(retryAfter, state.ttlInSeconds, 1);
    }
    return retryAfter;
  }

  return {
    async guess(kind, account, request, reply, check, failed) {
      withAccount(request, account);
      const accountKey = account ? accountKeyOf(kind, account) : null;
      const addressKey = `${kind}:address:${request.ip}`;
      const leave = enter([
        ...(accountKey ? [{ key: accountKey, max: concurrentPerAccount }] : []),
        { key: addressKey, max: concurrentPerAddress },
      ]);
      if (!leave) {
        await refuse(request, reply, 1, 'Another attempt is still being checked. Try again in a moment.');
        return null;
      }
      try {
        const budgets = [
          ...(accountKey ? [{ key: accountKey, max: limits.failuresPerAccount }] : []),
          { key: addressKey, max: limits.failuresPerAddress },
        ];
        const taken = await Promise.all(budgets.map(({ key }) => counters.add(key, limits.windowMs)));
        const over = taken.filter((count, index) => count.count > (budgets[index]?.max ?? 0));
        if (over.length > 0) {
          // A refused guess is not a guess: only checked ones use the budget up.
          await Promise.all(budgets.map(({ key }) => counters.giveBack(key)));
          const retryAfter = Math.max(1, ...over.map((count) => Math.ceil(count.ttlMs / 1000)));
          await refuse(request, reply, retryAfter, lockedOutDetail(kind, account, retryAfter));
          return null;
        }
        const result = await check();
        if (!failed(result)) await Promise.all(budgets.map(({ key }) => counters.giveBack(key)));
        return { result };
      } finally {
        leave();
      }
    },
    async guardSend(kind, email, request, reply) {
      withAccount(request, email);
      const retryAfter = await sendRefusal(request);
      if (retryAfter === 0) {
        await counters.clear(accountKeyOf(kind, email));
        return false;
      }
      await refuse(
        request,
        reply,
        retryAfter,
        `Too many attempts. Try again in ${describeWait(retryAfter)}.`,
      );
      return true;
    },
    async allowSend(kind, email, request) {
      withAccount(request, email);
      if ((await sendRefusal(request)) !== 0) return false;
      await counters.clear(accountKeyOf(kind, email));
      return true;
    },
  };
}

/** Password logins locked: the emailed code still works, and the answer says so. */
function lockedOutDetail(kind: AttemptKind, account: string | null, retryAfterSeconds: number): string {
  const wait = `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}`;
  const passwordLogin = kind === 'login' && (account === null || account.includes('@'));
  return passwordLogin ? `${wait}, or log in with a code sent to your email.` : `${wait}.`;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
