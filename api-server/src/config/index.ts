// The server's settings, one module per area; this one composes them into what buildApp and
// the listener take, and is the only module the rest of the server imports settings from.
import type { RouteOptions } from 'fastify';
import { join } from 'node:path';
import { isLoopbackHost } from '../http/loopback';
import { REQUEST_TIMEOUT_MS } from '../http/timeouts';
import { findPackageRoot } from '../package-root';
import {
  type AiConfig,
  aiFromEnv,
  type ChatLimitsConfig,
  chatLimitsFromEnv,
  chatVideoBaseUrlFromEnv,
} from './chat';
import { type DatabaseConfig, databaseFromEnv } from './database';
import { redisPrefixFromEnv } from './redis';
import { type Env, flag, positiveInteger, text } from './env';
import { type GoogleConfig, googleFromEnv } from './google';
import { type MailConfig, mailFromEnv } from './mail';
import { type PaymentsConfig, paymentsFromEnv } from './payments';
import { type RateLimitConfig, rateLimitsFromEnv, telemetryBatchesPerMinuteFromEnv } from './rate-limits';
import { type SubmissionLimitsConfig, submissionLimitsFromEnv } from './submission-limits';
import { corsOriginsFromEnv, type ListenConfig, listenFromEnv, trustProxyFromEnv } from './server';
import { abEditUrlBaseFromEnv, type SiteConfig, siteFromEnv } from './site';
import { type TokenConfig, tokensFromEnv } from './tokens';

export { type AiConfig, type ChatLimitsConfig, DEFAULT_AI_TIMEOUT_MS, DEFAULT_CHAT_LIMITS } from './chat';
export type { DatabaseConfig } from './database';
export { type GoogleConfig, GOOGLE_JWKS_URL } from './google';
export { DEFAULT_MAIL, type MailConfig } from './mail';
export {
  DEFAULT_PAYMENT_TIMEOUT_MS,
  PAYPAL_SANDBOX_API_URL,
  type PaymentsConfig,
  paymentsFromEnv,
} from './payments';
export {
  DEFAULT_RATE_LIMITS,
  DEFAULT_TELEMETRY_BATCHES_PER_MINUTE,
  type RateLimitConfig,
} from './rate-limits';
export { DEFAULT_CORS_ORIGINS, type ListenConfig } from './server';
export { DEFAULT_SUBMISSION_LIMITS, type SubmissionLimitsConfig } from './submission-limits';
export { defaultSite, type SiteConfig } from './site';
export { DEFAULT_AUTH_CACHE_MS, DEFAULT_SESSION_TTL_SECONDS, type TokenConfig } from './tokens';

/** Everything buildApp needs; tests build it by hand, the server from the environment. */
export interface ApiConfig {
  database: DatabaseConfig;
  migrationsDir: string;
  tokens: TokenConfig;
  /** Allowed browser origins, exact (`http://stud.localhost:3000`): no patterns. */
  corsOrigins: string[];
  logLevel: string;
  /**
   * Create the development users when they are missing (SEED_DEV_USERS=1): their passwords are
   * published, so only for a demo on this machine.
   */
  seedDevUsers: boolean;
  /** Longest time a client may take to send a whole request (default 30 s; REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Milliseconds since the epoch for token lifetimes and the refresh grace; tests move it on. */
  clock?: () => number;
  /** scrypt cost of new password hashes; OWASP's N=2^17, r=8, p=1 unless a test asks for less. */
  passwordCost?: { N: number; r: number; p: number };
  rateLimits?: RateLimitConfig;
  /**
   * Proxies whose X-Forwarded-For names the client (addresses or CIDR ranges, TRUST_PROXY);
   * false or absent: the socket's address is the client's.
   */
  trustProxy?: string[] | false;
  /** Share rate limits through this Redis server; null keeps them in memory. */
  redisUrl?: string | null;
  /**
   * Start of every Redis key and channel of this deployment (REDIS_PREFIX); absent: derived from
   * the database, so the servers of one database agree and two deployments never mix.
   */
  redisPrefix?: string;
  /** Prefix of the rate-limit keys in Redis, after {@link redisPrefix} (tests give each app its own). */
  rateLimitNameSpace?: string;
  mail?: MailConfig;
  /** Where email links point (default: {@link defaultSite}). */
  site?: SiteConfig;
  google?: GoogleConfig;
  /** The AI service of the chat; null or absent: the built-in responder. */
  ai?: AiConfig | null;
  chatLimits?: ChatLimitsConfig;
  /**
   * Where the explainer videos the chat recommends are published: a video's link is this plus
   * its slug. Null or absent: the API's own page of each video (`/api/chat-videos/{slug}/`).
   */
  chatVideoBaseUrl?: string | null;
  /** Prefix of the chat's Redis pub/sub channel, after {@link redisPrefix} (tests give each pair of servers its own). */
  chatChannelPrefix?: string;
  /** Serve /api/dev/fault/ and play the faults it switches (FAULT_INJECTION=1; docs/recovery-testing.md). */
  faultInjection?: boolean;
  /** Hourly budgets of contact forms, subscriptions and chat rooms (DEFAULT_SUBMISSION_LIMITS). */
  submissionLimits?: SubmissionLimitsConfig;
  /** Remote-load telemetry batches one client address may send per minute (default 120). */
  telemetryBatchesPerMinute?: number;
  /** Real payment providers; absent (or a gateway without keys): that gateway's sandbox. */
  payments?: PaymentsConfig;
  /**
   * Start of the A/B overlay's Edit links, followed by the block's identifier and a slash
   * (AB_EDIT_URL_BASE): a path of this product (default `/admin/ab-content/`, its own editor) or
   * an external admin's http(s) URL.
   */
  abEditUrlBase?: string;
  /** Told every route as it is registered, with its schema (the fuzz tests drive each one). */
  onRoute?: (route: RouteOptions) => void;
}

/** Reads the environment once, failing at start with a clear message rather than later. */
export function configFromEnv(env: Env = process.env): { api: ApiConfig; listen: ListenConfig } {
  const packageRoot = findPackageRoot();
  const production = env.NODE_ENV === 'production';
  // Tokens first: a production start without TOKEN_SECRET says so before anything else.
  const tokens = tokensFromEnv(env, production);
  const site = siteFromEnv(env);
  const api: ApiConfig = {
    database: databaseFromEnv(env, packageRoot),
    migrationsDir: join(packageRoot, 'migrations'),
    tokens,
    corsOrigins: corsOriginsFromEnv(env, site),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    seedDevUsers: flag(env, 'SEED_DEV_USERS', false),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS),
    faultInjection: flag(env, 'FAULT_INJECTION', false),
    telemetryBatchesPerMinute: telemetryBatchesPerMinuteFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    submissionLimits: submissionLimitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    redisUrl: text(env.REDIS_URL) ?? null,
    ...optional('redisPrefix', redisPrefixFromEnv(env)),
    mail: mailFromEnv(env),
    site,
    abEditUrlBase: abEditUrlBaseFromEnv(env),
    google: googleFromEnv(env),
    ai: aiFromEnv(env),
    payments: paymentsFromEnv(env),
    chatLimits: chatLimitsFromEnv(env),
    chatVideoBaseUrl: chatVideoBaseUrlFromEnv(env),
  };
  const listen = listenFromEnv(env);
  refuseExposedDevFeatures(api, listen, production);
  return { api, listen };
}

/**
 * The development conveniences hand out accounts (published passwords, every emailed code) or
 * break the API for everyone (faults). They are for a demo on this machine: a server that others
 * can reach, or a production one, does not start with any of them on.
 */
function refuseExposedDevFeatures(api: ApiConfig, listen: ListenConfig, production: boolean): void {
  const on = [
    api.mail?.devMailbox && 'DEV_MAILBOX',
    api.seedDevUsers && 'SEED_DEV_USERS',
    api.faultInjection && 'FAULT_INJECTION',
  ].filter((name): name is string => Boolean(name));
  if (!on.length) return;
  if (production)
    throw new Error(`${on.join(', ')} must be off when NODE_ENV=production: they are for a local demo only`);
  if (!isLoopbackHost(listen.host))
    throw new Error(
      `${on.join(', ')} must be off when HOST is ${listen.host}: they are for a demo on this machine ` +
        '(HOST=127.0.0.1) and would let anyone who reaches the server take accounts',
    );
}

/** `{ [key]: value }` when there is a value, else nothing: an absent setting keeps its default. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
