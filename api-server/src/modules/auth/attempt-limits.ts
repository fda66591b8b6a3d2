import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { RateLimitConfig } from '../../config';
import { normalizeEmail } from '../users/users.repository';
import { logSecurityEvent } from './security-log';

/** What a failure counts against: wrong passwords, wrong sign-in codes, wrong reset codes. */
export type AttemptKind = 'login' | 'code' | 'reset';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export interface AttemptLimits {
  /**
   * Answers 429 with Retry-After when the account or the client address has used up its failed
   * attempts of `kind` in the window. Nothing is counted here: only failures are, so a user who
   * types the right password is never locked out by their own successes.
   */
  guardFailures(
    kind: AttemptKind,
    account: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean>;
  /** Counts one failed attempt against the account and the address. */
  recordFailure(kind: AttemptKind, account: string | null, request: FastifyRequest): Promise<void>;
  /** Counts one code sent to `email` (and from the address); answers 429 once over the limit. */
  guardSend(email: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface AttemptLimitsOptions {
  limits: RateLimitConfig;
  redisUrl: string | null;
  /** Prefix of the Redis keys; tests give each app its own. */
  nameSpace?: string;
}

/**
 * Abuse limits on @fastify/rate-limit: in memory by default, shared by every server through Redis
 * when a URL is given. Registered without a global limit; each counter is a `createRateLimit`
 * checker keyed by kind and account or address.
 */
export async function registerAttemptLimits(
  app: FastifyInstance,
  { limits, redisUrl, nameSpace = 'auth-limit-' }: AttemptLimitsOptions,
): Promise<AttemptLimits> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, redis: redis ?? undefined, nameSpace });

  const counter = (max: number, key: (request: FastifyRequest) => string): Check =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key });
  const accountOf = (request: FastifyRequest) => (request as { limitAccount?: string }).limitAccount ?? '';
  const byAccount = (kind: AttemptKind) =>
    counter(limits.failuresPerAccount, (request) => `${kind}:account:${accountOf(request)}`);
  const byAddress = (kind: AttemptKind) =>
    counter(limits.failuresPerAddress, (request) => `${kind}:address:${request.ip}`);
  const failures = {
    login: { account: byAccount('login'), address: byAddress('login') },
    code: { account: byAccount('code'), address: byAddress('code') },
    reset: { account: byAccount('reset'), address: byAddress('reset') },
  };
  const sends = {
    email: counter(limits.sendsPerEmail, (request) => `send:email:${accountOf(request)}`),
    address: counter(limits.sendsPerAddress, (request) => `send:address:${request.ip}`),
  };

  function withAccount(request: FastifyRequest, account: string | null): void {
    (request as { limitAccount?: string }).limitAccount = account ? normalizeEmail(account) : '';
  }

  async function refuse(
    checks: Check[],
    request: FastifyRequest,
    reply: FastifyReply,
    increment: boolean,
    overAt: (current: number, max: number) => boolean,
  ): Promise<boolean> {
    let retryAfter = 0;
    for (const check of checks) {
      const state = await check(request, { increment });
      if (state.isAllowed) continue;
      // remaining is max - current, floored at 0: reading, `current` equal to max is already too many.
      const current = state.max - state.remaining;
      if (overAt(state.isExceeded ? state.max + 1 : current, state.max))
        retryAfter = Math.max(retryAfter, state.ttlInSeconds, 1);
    }
    if (retryAfter === 0) return false;
    logSecurityEvent(request.log, 'locked_out', {
      email: (request as { limitAccount?: string }).limitAccount || null,
      ip: request.ip,
      route: request.routeOptions.url,
    });
    await reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ detail: `Too many attempts. Try again in ${describeWait(retryAfter)}.` });
    return true;
  }

  return {
    async guardFailures(kind, account, request, reply) {
      withAccount(request, account);
      const { account: perAccount, address: perAddress } = failures[kind];
      const checks = account ? [perAccount, perAddress] : [perAddress];
      return refuse(checks, request, reply, false, (current, max) => current >= max);
    },
    async recordFailure(kind, account, request) {
      withAccount(request, account);
      const { account: perAccount, address: perAddress } = failures[kind];
      for (const check of account ? [perAccount, perAddress] : [perAddress]) await check(request);
    },
    async guardSend(email, request, reply) {
      withAccount(request, email);
      return refuse([sends.email, sends.address], request, reply, true, (current, max) => current > max);
    },
  };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
