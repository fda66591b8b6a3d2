import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  DEFAULT_AUTH_CACHE_MS,
  DEFAULT_CHAT_LIMITS,
  DEFAULT_MAIL,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSION_TTL_SECONDS,
  DEFAULT_SUBMISSION_LIMITS,
  DEFAULT_TELEMETRY_BATCHES_PER_MINUTE,
  defaultSite,
  GOOGLE_JWKS_URL,
  type ApiConfig,
} from './config';
import type { Database, Queryable } from './db/database';
import { closeRedis, openRedis, readyOrNot } from './cluster/redis';
import { localBus, prefixedTopics, redisBus } from './cluster/bus';
import { postgresBus } from './cluster/postgres-bus';
import { coalescedTagInvalidation } from './cluster/coalesced-tags';
import { sharedContentCache } from './cluster/shared-invalidation';
import { defaultRedisPrefix } from './config/redis';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { corsOptions } from './http/cors';
import { installErrorHandlers } from './http/error-handlers';
import { installEveryRequestHook } from './http/every-request';
import { hourlyLimit, keyedHourlyLimit } from './http/hourly-limit';
import { answerClientError, answerFrameworkError, BODY_LIMIT_BYTES } from './http/framework-errors';
import { logSerializers } from './http/log-serializers';
import { requestId } from './http/request-id';
import { noStoreHook } from './http/security-headers';
import { requestTimeoutOptions } from './http/timeouts';
import { createValidatorCompiler } from './http/validation';
import { accountRoutes } from './modules/auth/account.routes';
import { registerAttemptLimits } from './modules/auth/attempt-limits';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { makeAuthenticate, readAccessToken } from './modules/auth/authenticate';
import { createGoogleVerifier } from './modules/auth/google-id-token';
import { PASSWORD_COST } from './modules/auth/passwords';
import { passwordRoutes } from './modules/auth/password.routes';
import { createAuthCache } from './modules/auth/auth-cache';
import { createSessionService } from './modules/auth/session.service';
import { socialLoginRoutes } from './modules/auth/social-login.routes';
import { storedTokenSecret } from './modules/auth/token-secret';
import { createTokenService } from './modules/auth/tokens';
import { registerChat } from './modules/chat/register-chat';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { makeCheckoutGuard } from './modules/cart/checkout-access';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutDetailsService } from './modules/checkout/checkout-details.service';
import { countriesRoutes } from './modules/checkout/countries.routes';
import { ordersRoutes } from './modules/checkout/orders.routes';
import { createPaymentService } from './modules/checkout/payment.service';
import { configuredGateways } from './modules/checkout/real-gateways';
import { makeChangeRunner } from './modules/checkout/payment-freeze';
import { paymentLockKey } from './modules/checkout/payment-rows';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { communicationsPageUrl } from './modules/mail/communications-link';
import { createMailer } from './modules/mail/mailer';
import { communicationsRoutes } from './modules/users/communications.routes';
import { ensurePreferences } from './modules/users/communications.service';
import { onboardingRoutes } from './modules/users/onboarding.routes';
import { mediaRoutes } from './modules/shop/media.routes';
import { ReadCache, variantTag } from './modules/shop/read-cache';
import { shopRoutes } from './modules/shop/shop.routes';
import { userRoutes } from './modules/users/users.routes';
import { findUserById } from './modules/users/users.repository';
import { abRoutes } from './modules/ab/ab.routes';
import { createContentCache } from './modules/ab/content-cache';
import { currentRole } from './modules/ab/content.repository';
import { makeViewerReader } from './modules/ab/viewer';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { landingRoutes } from './modules/landing/landing.routes';
import { processorRoutes } from './modules/processor/processor.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { remoteLoadRoutes } from './modules/telemetry/remote-load.routes';
import { installApiFaults } from './modules/faults/api-faults';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's storage; closed with the app. */
    db: Database;
    /** Set when the server is about to stop: its health check fails so traffic goes elsewhere. */
    draining: boolean;
  }
}

/**
 * The whole API, ready to serve: storage opened and migrated, development users seeded, routes
 * registered. It does not listen (server.ts does), so tests drive it with `app.inject`.
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers },
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors Fastify answers itself get the API's `{ detail }` body too (see framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
    // request.ip, which every per-address limit keys on, is the client behind a trusted proxy.
    trustProxy: config.trustProxy ?? false,
    // Slow request bodies are cut (408) instead of holding a connection open.
    ...requestTimeoutOptions(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  const { onRoute } = config;
  if (onRoute) app.addHook('onRoute', onRoute);
  installErrorHandlers(app);
  installEveryRequestHook(app);
  app.decorateRequest('auth', null);
  app.decorate('draining', false);

  const db = await openDatabase(config.database, app.log);
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  try {
    // Redis, when configured, is shared by the limits and the buses; a server starts without it
    // when it does not answer, and uses it once it does (ADR 0120).
    const redisPrefix = config.redisPrefix ?? defaultRedisPrefix(config.database);
    const redis = config.redisUrl ? openRedis(config.redisUrl, app.log, 'limits and events') : null;
    const redisEvents = redis ? redisBus(redis, redisPrefix, app.log) : null;
    if (redis) {
      app.addHook('onClose', async () => {
        await redisEvents?.close();
        await closeRedis(redis);
      });
      await readyOrNot(redis);
    }
    const chatBus = redisEvents ? prefixedTopics(redisEvents, config.chatChannelPrefix ?? '') : localBus();
    // Cache invalidations reach the other servers through Redis, else PostgreSQL's LISTEN/NOTIFY;
    // PGlite has one server, whose own invalidations suffice.
    const cacheBus =
      redisEvents ??
      (config.database.driver === 'postgres'
        ? await postgresBus(config.database.url, db, redisPrefix, app.log)
        : localBus());
    if (!redisEvents) app.addHook('onClose', () => cacheBus.close());
    await prepareDatabase(
      db,
      {
        migrationsDir: config.migrationsDir,
        devUsers: config.seedDevUsers ? (config.passwordCost ?? PASSWORD_COST) : null,
        chatVideoBaseUrl: config.chatVideoBaseUrl ?? null,
      },
      app.log,
    );

    const now = config.clock ?? Date.now;
    // TOKEN_SECRET wins; without it, the key made once and kept in the database.
    const secret = config.tokens.secret ?? (await storedTokenSecret(db, app.log));
    const tokens = createTokenService({ ...config.tokens, secret }, now);
    const sessionTtlSeconds = config.tokens.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
    // Every authenticated call checks its session, users/me reads the user: both are kept in
    // memory for a moment, dropped on every server when they change (ADR 0170).
    const authCache = createAuthCache(cacheBus, {
      ttlMs: config.tokens.authCacheMs ?? DEFAULT_AUTH_CACHE_MS,
      now,
    });
    const userChanged = (id: string) => authCache.changed({ user: id });
    const sessions = createSessionService(db, tokens, app.log, {
      now,
      sessionTtlSeconds,
      cache: authCache.sessions,
    });
    sessions.onEnd((ended) => authCache.changed('sid' in ended ? { sid: ended.sid } : ended));
    // Invalidations sent while the link was down never came: nothing kept from then is trusted.
    cacheBus.onRestored(() => authCache.clear());
    const authenticate = makeAuthenticate(tokens, sessions);
    const mailConfig = config.mail ?? DEFAULT_MAIL;
    const mailer = createMailer(mailConfig, db, app.log, {
      preferences: (email) => ensurePreferences(db, secret, email),
      communicationsPage: communicationsPageUrl(config.site ?? defaultSite()),
    });
    app.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
    const auth = createAuthService(db, sessions, mailer, app.log, {
      now,
      passwordCost: config.passwordCost ?? PASSWORD_COST,
      userChanged,
    });
    const limits = await registerAttemptLimits(app, {
      limits: config.rateLimits ?? DEFAULT_RATE_LIMITS,
      redis,
      now,
      nameSpace: `${redisPrefix}${config.rateLimitNameSpace ?? 'auth-limit-'}`,
    });
    const verifyGoogle = createGoogleVerifier(
      config.google ?? { clientIds: [], jwksUrl: GOOGLE_JWKS_URL },
      now,
    );
    const readAccess = (request: Parameters<typeof readAccessToken>[0]) =>
      readAccessToken(request, tokens, sessions);

    await app.register(cors, corsOptions(config.corsOrigins));
    // Testers' faults for everyone (docs/recovery-testing.md), never in a production configuration.
    if (config.faultInjection) installApiFaults(app, now);
    await app.register(healthRoutes, { db });
    // The sign-in, sign-up, password and refresh answers carry tokens: none may be cached.
    await app.register(async (tokenRoutes) => {
      tokenRoutes.addHook('onSend', noStoreHook);
      await tokenRoutes.register(authRoutes, { auth, sessions, tokens, limits });
      await tokenRoutes.register(accountRoutes, { auth, limits });
      await tokenRoutes.register(passwordRoutes, { auth, limits, tokens, sessions });
      await tokenRoutes.register(socialLoginRoutes, { auth, verifyGoogle, limits });
    });
    await app.register(userRoutes, {
      db,
      authenticate,
      readUser: (id) => authCache.users.get(id, () => findUserById(db, id)),
      userChanged,
    });
    await app.register(onboardingRoutes, { db, authenticate, userChanged });
    await app.register(communicationsRoutes, { db, secret, readAccess });
    // The mailbox shows every code: only where mail is not really sent, never in production.
    if (mailConfig.devMailbox && !mailConfig.smtpUrl) await app.register(devMailboxRoutes, { db });
    // Catalogue answers are cached in memory. A cart change moves what is held of some variants,
    // so it drops only the answers that show their stock (products-detail of their products).
    const shopCache = new ReadCache(now);
    const dropShopAnswers = coalescedTagInvalidation(cacheBus, 'shop-cache', ({ tags }) =>
      tags ? shopCache.invalidateTags(tags) : shopCache.invalidate(),
    );
    cacheBus.onRestored(() => shopCache.invalidate());
    await app.register(shopRoutes, { db, cache: shopCache });
    const gateways = configuredGateways(config.payments);
    // A paid checkout's total is frozen; a change voids attempts still open (payment-freeze.ts).
    const runCheckoutChange = makeChangeRunner(db, gateways);
    const checkoutDetails = createCheckoutDetailsService(db, now, runCheckoutChange, userChanged);
    const readUserId = async (request: FastifyRequest) => (await readAccess(request))?.sub ?? null;
    // A checkout answers only to its user, or for a guest's to the holder of its secret.
    const readCheckoutViewer = async (request: FastifyRequest) => {
      const userId = await readUserId(request);
      return { userId, staleToken: userId === null && request.headers.authorization !== undefined };
    };
    const checkoutGuard = makeCheckoutGuard(db, readCheckoutViewer);
    const cartView = async (on: Queryable, id: string) =>
      (await checkoutDetails.state(id, on))?.checkout ?? null;
    const submissionLimits = config.submissionLimits ?? DEFAULT_SUBMISSION_LIMITS;
    await app.register(cartRoutes, {
      cart: createCartService(
        db,
        (variantIds) => dropShopAnswers({ tags: variantIds.map(variantTag) }),
        cartView,
        runCheckoutChange,
        paymentLockKey,
      ),
      guard: checkoutGuard,
      readViewer: readCheckoutViewer,
      readUserId,
      cartLimit: hourlyLimit(app, submissionLimits.cartsPerAddress, (request) => `carts:${request.ip}`),
      userCartLimit: keyedHourlyLimit(app, submissionLimits.cartsPerAddress, 'carts:user'),
      addLimit: hourlyLimit(app, submissionLimits.cartAddsPerAddress, (request) => `cart-adds:${request.ip}`),
      // Keyed by the cart and who asks (cart.routes.ts): nobody spends another's cart.
      cartChangeLimit: keyedHourlyLimit(app, submissionLimits.cartChangesPerCart, 'cart-changes'),
    });
    await app.register(mediaRoutes);
    await app.register(countriesRoutes);
    await app.register(checkoutRoutes, {
      db,
      details: checkoutDetails,
      payments: createPaymentService(db, now, () => dropShopAnswers({ tags: null }), gateways),
      readUserId,
      guard: checkoutGuard,
    });
    await app.register(ordersRoutes, { db, authenticate });
    // Another server's content writes reach this one through the cache bus; 30 s bounds how long
    // a lost message may leave a snapshot stale.
    const cache = sharedContentCache(createContentCache(db, 30_000, now), cacheBus);
    const readViewer = makeViewerReader(
      readAccess,
      async (userId) => (await currentRole(db, userId))?.role ?? null,
    );
    await app.register(abRoutes, {
      db,
      cache,
      readViewer,
      authenticate,
      editUrlBase: config.abEditUrlBase,
    });
    await app.register(landingRoutes, {
      db,
      mailer,
      preferencesOf: (email) => ensurePreferences(db, secret, email, { subscribed: false }),
      productWord: (config.site ?? defaultSite()).productWord,
      contactFormLimit: hourlyLimit(
        app,
        submissionLimits.contactFormsPerAddress,
        (request) => `contact:${request.ip}`,
      ),
      subscriptionLimit: hourlyLimit(
        app,
        submissionLimits.subscriptionsPerAddress,
        (request) => `subscribe:${request.ip}`,
      ),
    });
    await app.register(assessmentRoutes, { db, readViewer });
    await app.register(processorRoutes);
    await app.register(seoRoutes, { db });
    await registerChat(app, {
      db,
      chatBus,
      ai: config.ai,
      chatLimits: config.chatLimits ?? DEFAULT_CHAT_LIMITS,
      roomsPerUser: submissionLimits.chatRoomsPerUser,
      corsOrigins: config.corsOrigins,
      secret,
      tokens,
      sessions,
      authenticate,
      now,
    });
    await app.register(remoteLoadRoutes, {
      db,
      authenticate,
      now,
      batchesPerMinute: config.telemetryBatchesPerMinute ?? DEFAULT_TELEMETRY_BATCHES_PER_MINUTE,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
