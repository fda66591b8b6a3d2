import type { JWTVerifyGetKey } from 'jose';
import { join, resolve } from 'node:path';
import type { BrandHosts } from './contracts';
import { BRAND_IDS, defaultRuntimeConfig, productWordOr } from './contracts';
import { REQUEST_TIMEOUT_MS } from './http/timeouts';
import { findPackageRoot } from './package-root';

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server. */
export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string; schema: string | null };

export interface TokenConfig {
  /**
   * The HS256 key, or null to use the random one this server keeps in its database (made on the
   * first start), so that no key published in the repository ever signs a session.
   */
  secret: string | null;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Absolute lifetime of a session from its login, however often it refreshes (30 days). */
  sessionTtlSeconds?: number;
}

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
}

/** Where mail goes: an SMTP server, or the log and the development mailbox. */
export interface MailConfig {
  /** nodemailer SMTP URL (`smtp://user:pass@host:587`); null writes mail to the log instead. */
  smtpUrl: string | null;
  from: string;
  /** Serve GET /api/dev/mailbox/ (never in production). */
  devMailbox: boolean;
}

/**
 * Where the product's pages are, for the links the API puts in emails (manage communications).
 * The same values as the shell's runtime config, so a link opens the brand the shell serves.
 */
export interface SiteConfig {
  /** Origin of the default host (`http://localhost:3000`); brand hosts keep its scheme and port. */
  url: string;
  /** Hosts of the brands that have their own (the runtime config's `brandHosts`). */
  brandHosts: BrandHosts;
  /** The deployment's product word (runtime config `productWord`). */
  productWord: string;
}

/** A local run: the shell on localhost:3000 and the brand hosts of the default runtime config. */
export function defaultSite(productWord?: string): SiteConfig {
  const word = productWordOr(productWord);
  return {
    url: 'http://localhost:3000',
    brandHosts: defaultRuntimeConfig({ productWord: word }).brandHosts,
    productWord: word,
  };
}

/** Google sign-in: the accepted client ids and where Google publishes its signing keys. */
export interface GoogleConfig {
  /** OAuth client ids whose ID tokens are accepted (the token's audience); none turns sign-in off. */
  clientIds: string[];
  jwksUrl: string;
  /** Keys to verify with instead of fetching `jwksUrl` (tests: a locally generated key set). */
  keySet?: JWTVerifyGetKey;
}

/**
 * An OpenAI-compatible chat-completions service (OpenAI, Ollama, vLLM, llama.cpp) that writes the
 * chat's replies; without one, the built-in responder answers from the health library.
 */
export interface AiConfig {
  /** Base URL up to the version, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer`; null for local servers that need none. */
  apiKey: string | null;
  /** Longest wait for the whole reply before the user is told the assistant is unavailable. */
  timeoutMs: number;
}

/**
 * Real payment providers. A gateway whose keys are absent runs its offline sandbox (issue 10), so
 * every field is optional; secret keys live here, in the server's environment, never in the
 * runtime config the browser reads.
 */
export interface PaymentsConfig {
  stripe?: {
    secretKey: string;
    /** Sent to Google Pay as Stripe's tokenization key (publishable, not secret). */
    publishableKey: string | null;
    /** Another API origin than https://api.stripe.com (tests: a fake Stripe on loopback). */
    apiUrl: string | null;
  };
  paypal?: {
    clientId: string;
    clientSecret: string;
    /** Orders v2 origin: https://api-m.sandbox.paypal.com (default) or https://api-m.paypal.com. */
    apiUrl: string;
  };
  /** Google Pay, its token processed by Stripe (needs `stripe` with a publishable key). */
  googlePay?: {
    merchantId: string;
    merchantName: string;
    environment: 'TEST' | 'PRODUCTION';
  };
  /** Longest wait for one provider call; past it the attempt stays pending and nothing is charged twice. */
  timeoutMs: number;
}

export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;
export const PAYPAL_SANDBOX_API_URL = 'https://api-m.sandbox.paypal.com';

/** Abuse limits of the chat socket: messages per user, shared through Redis when it is set. */
export interface ChatLimitsConfig {
  messagesPerWindow: number;
  windowMs: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimitsConfig = { messagesPerWindow: 20, windowMs: 60_000 };
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

/** Everything buildApp needs; tests build it by hand, the server from the environment. */
export interface ApiConfig {
  database: DatabaseConfig;
  migrationsDir: string;
  tokens: TokenConfig;
  /** Allowed browser origins; an entry may hold one `*` wildcard (`http://*.localhost:3000`). */
  corsOrigins: string[];
  logLevel: string;
  /** Create the development users when they are missing. */
  seedDevUsers: boolean;
  /** Longest time a client may take to send a whole request (default 30 s; REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Milliseconds since the epoch for token lifetimes and the refresh grace; tests move it on. */
  clock?: () => number;
  /** scrypt cost of new password hashes; OWASP's N=2^17, r=8, p=1 unless a test asks for less. */
  passwordCost?: { N: number; r: number; p: number };
  rateLimits?: RateLimitConfig;
  /** Share rate limits through this Redis server; null keeps them in memory. */
  redisUrl?: string | null;
  /** Prefix of the rate-limit keys in Redis (tests give each app its own). */
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
  /** Prefix of the chat's Redis pub/sub channel (tests give each pair of servers its own). */
  chatChannelPrefix?: string;
  /** Serve /api/dev/fault/ and play the faults it switches (issue 12; FAULT_INJECTION=1). */
  faultInjection?: boolean;
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
}

/** A visitor sends one batch per page hide; far more than a person can cause, far less than a flood. */
export const DEFAULT_TELEMETRY_BATCHES_PER_MINUTE = 120;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 50,
  sendsPerEmail: 5,
  sendsPerAddress: 30,
};

export const DEFAULT_MAIL: MailConfig = { smtpUrl: null, from: 'no-reply@localhost', devMailbox: true };

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const DEFAULT_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface ListenConfig {
  port: number;
  host: string;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://*.localhost:3000',
];
const MIN_SECRET_LENGTH = 32;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

type Env = Record<string, string | undefined>;

/** Reads the environment once, failing at start with a clear message rather than later. */
export function configFromEnv(env: Env = process.env): { api: ApiConfig; listen: ListenConfig } {
  const packageRoot = findPackageRoot();
  const production = env.NODE_ENV === 'production';
  const secret = text(env.TOKEN_SECRET) ?? null;
  // A production deployment states its key, so that all its servers and its backups agree on it.
  if (production && secret === null) throw new Error('TOKEN_SECRET must be set in production');
  if (secret !== null && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`TOKEN_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);

  const api: ApiConfig = {
    database: databaseFromEnv(env, packageRoot),
    migrationsDir: join(packageRoot, 'migrations'),
    tokens: {
      secret,
      accessTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
      refreshTtlSeconds: positiveInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 60 * 60),
      sessionTtlSeconds: positiveInteger(env, 'SESSION_TTL_SECONDS', DEFAULT_SESSION_TTL_SECONDS),
    },
    corsOrigins: list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    seedDevUsers: flag(env, 'SEED_DEV_USERS', !production),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS),
    faultInjection: flag(env, 'FAULT_INJECTION', false),
    telemetryBatchesPerMinute: positiveInteger(
      env,
      'TELEMETRY_BATCHES_PER_MINUTE',
      DEFAULT_TELEMETRY_BATCHES_PER_MINUTE,
    ),
    rateLimits: {
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
    },
    redisUrl: text(env.REDIS_URL) ?? null,
    mail: {
      smtpUrl: text(env.SMTP_URL) ?? null,
      from: text(env.MAIL_FROM) ?? DEFAULT_MAIL.from,
      // The mailbox shows every code sent: never in production.
      devMailbox: !production,
    },
    site: siteFromEnv(env),
    abEditUrlBase: abEditUrlBaseFromEnv(env),
    google: {
      clientIds: list(env.GOOGLE_CLIENT_ID) ?? [],
      jwksUrl: text(env.GOOGLE_JWKS_URL) ?? GOOGLE_JWKS_URL,
    },
    ai: aiFromEnv(env),
    payments: paymentsFromEnv(env),
    chatLimits: {
      messagesPerWindow: positiveInteger(
        env,
        'CHAT_MESSAGES_PER_WINDOW',
        DEFAULT_CHAT_LIMITS.messagesPerWindow,
      ),
      windowMs: positiveInteger(env, 'CHAT_RATE_WINDOW_MS', DEFAULT_CHAT_LIMITS.windowMs),
    },
    chatVideoBaseUrl: httpUrl(env, 'CHAT_VIDEO_BASE_URL') ?? null,
  };
  const listen: ListenConfig = {
    port: positiveInteger(env, 'PORT', 8000),
    host: text(env.HOST) ?? '127.0.0.1',
  };
  return { api, listen };
}

/** A root-relative path or an http(s) URL, ending with a slash so the identifier follows it. */
function abEditUrlBaseFromEnv(env: Env): string | undefined {
  const base = text(env.AB_EDIT_URL_BASE);
  if (base === undefined) return undefined;
  if (!/^(\/(?!\/)|https?:\/\/)/.test(base) || !base.endsWith('/'))
    throw new Error(`AB_EDIT_URL_BASE must be a path or an http(s) URL ending with "/", got "${base}"`);
  return base;
}

function aiFromEnv(env: Env): AiConfig | null {
  const baseUrl = text(env.AI_BASE_URL);
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const model = text(env.AI_MODEL);
  if (!model) throw new Error('AI_MODEL must be set with AI_BASE_URL (e.g. gpt-4o-mini, llama3.1)');
  return {
    baseUrl,
    model,
    apiKey: text(env.AI_API_KEY) ?? null,
    timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS),
  };
}

/** SITE_URL, BRAND_HOSTS (`stud=stud.example.com,cele=...`) and PRODUCT_WORD, over the local defaults. */
function siteFromEnv(env: Env): SiteConfig {
  const site = defaultSite(text(env.PRODUCT_WORD));
  const url = text(env.SITE_URL);
  if (url !== undefined) {
    if (!/^https?:\/\/[^/?#]+$/.test(url))
      throw new Error(`SITE_URL must be an http(s) origin without a path, got "${url}"`);
    site.url = url;
  }
  const hosts = list(env.BRAND_HOSTS);
  if (hosts) {
    site.brandHosts = {};
    for (const entry of hosts) {
      const [brand = '', host = ''] = entry.split('=').map((part) => part.trim());
      if (!(BRAND_IDS as readonly string[]).includes(brand) || !/^[a-z0-9.-]+$/i.test(host))
        throw new Error(
          `BRAND_HOSTS entries are <brand>=<hostname> (brands ${BRAND_IDS.join(', ')}), got "${entry}"`,
        );
      site.brandHosts[brand as keyof BrandHosts] = host;
    }
  }
  return site;
}

function httpUrl(env: Env, name: string): string | undefined {
  const value = text(env[name]);
  if (value !== undefined && !/^https?:\/\//.test(value))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

/** Each provider is on when its keys are set; half a pair of keys is a mistake, said at start. */
export function paymentsFromEnv(env: Env): PaymentsConfig {
  const payments: PaymentsConfig = {
    timeoutMs: positiveInteger(env, 'PAYMENT_TIMEOUT_MS', DEFAULT_PAYMENT_TIMEOUT_MS),
  };
  const stripeKey = text(env.STRIPE_SECRET_KEY);
  if (stripeKey) {
    if (/^pk_/.test(stripeKey))
      throw new Error('STRIPE_SECRET_KEY must be a secret key (sk_ or rk_), not pk_');
    payments.stripe = {
      secretKey: stripeKey,
      publishableKey: text(env.STRIPE_PUBLISHABLE_KEY) ?? null,
      apiUrl: httpUrl(env, 'STRIPE_API_URL') ?? null,
    };
  }
  const paypalId = text(env.PAYPAL_CLIENT_ID);
  const paypalSecret = text(env.PAYPAL_CLIENT_SECRET);
  if (Boolean(paypalId) !== Boolean(paypalSecret))
    throw new Error('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  if (paypalId && paypalSecret) {
    payments.paypal = {
      clientId: paypalId,
      clientSecret: paypalSecret,
      apiUrl: httpUrl(env, 'PAYPAL_API_URL') ?? PAYPAL_SANDBOX_API_URL,
    };
  }
  const merchantId = text(env.GOOGLE_PAY_MERCHANT_ID);
  if (merchantId) {
    if (!payments.stripe?.publishableKey)
      throw new Error(
        'GOOGLE_PAY_MERCHANT_ID needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: Stripe processes the Google Pay token',
      );
    const environment = text(env.GOOGLE_PAY_ENVIRONMENT)?.toUpperCase() ?? 'TEST';
    if (environment !== 'TEST' && environment !== 'PRODUCTION')
      throw new Error(`GOOGLE_PAY_ENVIRONMENT must be TEST or PRODUCTION, got "${environment}"`);
    payments.googlePay = {
      merchantId,
      merchantName: text(env.GOOGLE_PAY_MERCHANT_NAME) ?? 'Storefront',
      environment,
    };
  }
  return payments;
}

function databaseFromEnv(env: Env, packageRoot: string): DatabaseConfig {
  const url = text(env.DATABASE_URL);
  if (url) {
    const schema = text(env.DATABASE_SCHEMA) ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema))
      throw new Error('DATABASE_SCHEMA must be a plain lower-case identifier');
    return { driver: 'postgres', url, schema };
  }
  return { driver: 'pglite', dataDir: resolve(text(env.DATA_DIR) ?? join(packageRoot, 'data')) };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
