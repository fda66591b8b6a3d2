import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { DEFAULT_CORS_ORIGINS, type ApiConfig, type DatabaseConfig } from '../../src/config';
import type { TokenClaims } from '../../src/modules/auth/tokens';
import { findPackageRoot } from '../../src/package-root';
import { join } from 'node:path';
import { SPEC_PATHS } from './spec';
import { SHOP_PATHS } from './spec-shop';
import { testDrivers, type TestDatabase } from './test-databases';

/** The checkout secret's header, as Fastify reads it (lower case). */
export const CHECKOUT_SECRET = 'x-checkout-secret';

/** How long building a test app may take (migrations and seeds on a fresh database). */
const APP_BUILD_TIMEOUT_MS = 30_000;

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * scrypt at N=2^14 in tests: the production cost (2^17) takes over a second per hash here, and the
 * API tests log in hundreds of times. passwords.test.ts and the upgrade test use the real cost.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 14, r: 8, p: 1 };

/** Limits that the tests not about limits never reach; rate-limits.test.ts sets its own. */
export const RELAXED_RATE_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 1000,
  sendsPerEmail: 1000,
  sendsPerAddress: 1000,
};

/** Submission budgets the tests not about them never reach; submission-limits.test.ts sets its own. */
export const RELAXED_SUBMISSION_LIMITS = {
  contactFormsPerAddress: 1000,
  subscriptionsPerAddress: 1000,
  chatRoomsPerUser: 1000,
  cartsPerAddress: 100_000,
  cartAddsPerAddress: 100_000,
  cartChangesPerCart: 100_000,
};

export function testConfig(database: DatabaseConfig, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    database,
    migrationsDir: join(findPackageRoot(), 'migrations'),
    tokens: { secret: TEST_SECRET, accessTtlSeconds: 900, refreshTtlSeconds: 7 * 24 * 3600 },
    corsOrigins: DEFAULT_CORS_ORIGINS,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    seedDevUsers: true,
    // The tests read the codes the API mails from the development mailbox.
    mail: { smtpUrl: null, from: 'no-reply@localhost', devMailbox: true },
    passwordCost: TEST_PASSWORD_COST,
    rateLimits: RELAXED_RATE_LIMITS,
    submissionLimits: RELAXED_SUBMISSION_LIMITS,
    ...overrides,
  };
}

export function buildTestApp(
  database: DatabaseConfig,
  overrides: Partial<ApiConfig> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(database, overrides));
}

/** The app's clock in a test: it starts at the real time and moves only when told, never by sleeping. */
export interface TestClock {
  now: () => number;
  advance: (milliseconds: number) => void;
}

export function createTestClock(start: number = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** The app of one describe block, with the two kinds of request the API tests send. */
export interface TestServer {
  /** Built before the block's first test; reading it earlier throws. */
  readonly app: FastifyInstance;
  /** The app's clock (token lifetimes, the refresh grace window). */
  readonly clock: TestClock;
  get(url: string, headers?: InjectOptions['headers']): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: InjectOptions['payload'],
    headers?: InjectOptions['headers'],
  ): Promise<LightMyRequestResponse>;
  /** The development mailbox of an address, newest first. */
  mailbox(email: string): Promise<{ to: string; subject: string; text: string; code: string | null }[]>;
  /** The code of the newest mail to `email`. */
  lastCode(email: string): Promise<string>;
}

/** The settings the prepared PGlite template was migrated and seeded with (pglite-template.ts). */
const PREPARED_STORAGE_SETTINGS = [
  'migrationsDir',
  'seedDevUsers',
  'passwordCost',
  'chatVideoBaseUrl',
] as const;

function keepsPreparedStorage(overrides: Partial<ApiConfig>): boolean {
  return PREPARED_STORAGE_SETTINGS.every((setting) => !(setting in overrides));
}

/**
 * Declares the block `${title} on <driver>` once per database driver (PGlite always, PostgreSQL
 * when TEST_DATABASE_URL is set). Each gets a fresh database and an app built on it before its
 * tests; afterwards the app is closed and the database dropped.
 */
export function describeOnEachDatabase(
  title: string,
  tests: (server: TestServer) => void,
  overrides: Partial<ApiConfig> = {},
): void {
  describe.each(testDrivers)(`${title} on $name`, (driver) => {
    let database: TestDatabase | undefined;
    let built: FastifyInstance | undefined;
    const clock = createTestClock();

    // On PGlite the database comes migrated and seeded when the block keeps the test
    // configuration's storage settings; elsewhere every migration and seed runs on it first.
    beforeAll(async () => {
      database = await driver.create({ prepared: keepsPreparedStorage(overrides) });
      built = await buildTestApp(database.config, { clock: clock.now, ...overrides });
    }, APP_BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await built?.close();
      await database?.drop();
    });

    // The checkout secrets create-checkout answered, by checkout id: like the browser that keeps
    // its cart's secret, the test client sends it with every later call about that checkout
    // unless the call's own headers say otherwise (checkout-access.test.ts asks without it).
    const secrets = new Map<string, string>();
    const withSecret = (id: unknown, headers: InjectOptions['headers'] = {}): InjectOptions['headers'] => {
      const secret = typeof id === 'string' ? secrets.get(id) : undefined;
      if (!secret || CHECKOUT_SECRET in headers) return headers;
      return { ...headers, [CHECKOUT_SECRET]: secret };
    };
    const remember = (response: LightMyRequestResponse): LightMyRequestResponse => {
      const created = response.json<{
        checkoutCreate?: { checkout?: { id?: string }; checkoutSecret?: string };
      }>().checkoutCreate;
      if (created?.checkout?.id && created.checkoutSecret)
        secrets.set(created.checkout.id, created.checkoutSecret);
      return response;
    };
    const idInBody = (payload: InjectOptions['payload']): unknown => {
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
      const body = payload as Record<string, unknown>;
      return body.id ?? body.checkout_id;
    };

    const server: TestServer = {
      get app() {
        if (!built) throw new Error(`the app of "${title}" is not built yet: use it inside a test`);
        return built;
      },
      clock,
      get: (url, headers) =>
        server.app.inject({
          method: 'GET',
          url,
          headers: withSecret(new URL(url, 'http://api').searchParams.get('checkout_id'), headers),
        }),
      post: async (url, payload, headers) => {
        const response = await server.app.inject({
          method: 'POST',
          url,
          payload,
          headers: withSecret(idInBody(payload), headers),
        });
        return url === SHOP_PATHS.createCheckout && response.statusCode === 200
          ? remember(response)
          : response;
      },
      mailbox: async (email) =>
        (await server.get(`${SPEC_PATHS.devMailbox}?email=${encodeURIComponent(email)}`)).json(),
      lastCode: async (email) => {
        const [newest] = await server.mailbox(email);
        if (!newest?.code) throw new Error(`no code in the mailbox of ${email}`);
        return newest.code;
      },
    };
    tests(server);
  });
}

/**
 * Status and JSON body side by side, so one assertion states the whole answer and a wrong status
 * shows the detail that explains it.
 */
export function answerOf(response: LightMyRequestResponse): { status: number; body: unknown } {
  const json = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : response.body };
}

export const CUSTOMER = { email: 'customer@example.com', password: 'customer-pass-123' };
export const EDITOR = { email: 'editor@example.com', password: 'editor-pass-123' };
/** docs/product.md §6's other trusted role: may do what editors may. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };

/** Part of what login and /me show of the seeded customer; fields it never filled are null. */
export const CUSTOMER_PROFILE = {
  email: CUSTOMER.email,
  first_name: 'Casey',
  role: 'customer',
  is_verified: true,
  phone_number: null,
  age: null,
  address_line_2: null,
};

export interface TokenPair {
  access: string;
  refresh: string;
}

/** The claims of a token, read without checking it, so a test can sign changed ones. */
export function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
}

/** Signs in through the API, as the front end does. */
export async function login(app: FastifyInstance, credentials = CUSTOMER): Promise<TokenPair> {
  const response = await app.inject({ method: 'POST', url: SPEC_PATHS.login, payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: TokenPair }>();
  return { access: data.access, refresh: data.refresh };
}

/**
 * Signs up through the API and confirms the email with the mailed code, as a new user does: only
 * then may the account sign in. Returns the tokens verify-otp answers.
 */
export async function signUpVerified(
  server: Pick<TestServer, 'post' | 'lastCode'>,
  user: { email: string; password: string; first_name?: string; last_name?: string },
): Promise<TokenPair> {
  const signUp = await server.post(SPEC_PATHS.signUp, { first_name: 'Test', last_name: 'User', ...user });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const verify = await server.post(SPEC_PATHS.verifyOtp, {
    email: user.email,
    otp: await server.lastCode(user.email),
  });
  if (verify.statusCode !== 200) throw new Error(`verify-otp failed: ${verify.statusCode} ${verify.body}`);
  const { data } = verify.json<{ data: TokenPair }>();
  return { access: data.access, refresh: data.refresh };
}

/** Counts rows, so a test can show that a rejected request changed nothing. */
export async function countRows(
  app: FastifyInstance,
  table:
    | 'users'
    | 'refresh_tokens'
    | 'sessions'
    | 'one_time_codes'
    | 'dev_mailbox'
    | 'ab_events'
    | 'contact_messages'
    | 'subscriptions'
    | 'chat_rooms'
    | 'checkout_lines'
    | 'assessments',
): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}

/** An Authorization header with the access token. */
export function bearer(access: string): { authorization: string } {
  return { authorization: `Bearer ${access}` };
}
