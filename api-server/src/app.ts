import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDevUsers } from './db/seed';
import { corsOptions } from './http/cors';
import { installErrorHandlers } from './http/error-handlers';
import {
  answerClientError,
  answerFrameworkError,
  answerWhileClosing,
  BODY_LIMIT_BYTES,
} from './http/framework-errors';
import { REQUEST_ID_HEADER, requestId } from './http/request-id';
import { installSecurityHeaders } from './http/security-headers';
import { requestTimeoutOptions } from './http/timeouts';
import { createValidatorCompiler } from './http/validation';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { makeAuthenticate } from './modules/auth/authenticate';
import { storedTokenSecret } from './modules/auth/token-secret';
import { createTokenService } from './modules/auth/tokens';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { healthRoutes } from './modules/health/health.routes';
import { seedCatalogue } from './modules/shop/catalogue.seed';
import { mediaRoutes } from './modules/shop/media.routes';
import { ReadCache } from './modules/shop/read-cache';
import { shopRoutes } from './modules/shop/shop.routes';
import { userRoutes } from './modules/users/users.routes';
import { abRoutes } from './modules/ab/ab.routes';
import { createContentCache } from './modules/ab/content-cache';
import { seedContent } from './modules/ab/seed';
import { makeViewerReader } from './modules/ab/viewer';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { landingRoutes } from './modules/landing/landing.routes';
import { seedLanding } from './modules/landing/landing.seed';
import { processorRoutes } from './modules/processor/processor.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's storage; closed with the app. */
    db: Database;
  }
}

/**
 * The whole API, ready to serve: storage opened and migrated, development users seeded, routes
 * registered. It does not listen (server.ts does), so tests drive it with `app.inject`.
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors Fastify answers itself get the API's `{ detail }` body too (see framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
    // Slow request bodies are cut (408) instead of holding a connection open.
    ...requestTimeoutOptions(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  installErrorHandlers(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  answerWhileClosing(app);
  app.decorateRequest('auth', null);

  const db = await openDatabase(config.database, app.log);
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  try {
    await runMigrations(db, config.migrationsDir, app.log);
    if (config.seedDevUsers) await seedDevUsers(db, app.log);
    await seedCatalogue(db, app.log);

    const now = config.clock ?? Date.now;
    // TOKEN_SECRET wins; without it, the key made once and kept in the database.
    const secret = config.tokens.secret ?? (await storedTokenSecret(db, app.log));
    const tokens = createTokenService({ ...config.tokens, secret }, now);
    const authenticate = makeAuthenticate(tokens);
    await installSecurityHeaders(app);
    await app.register(cors, corsOptions(config.corsOrigins));
    await app.register(healthRoutes, { db });
    await app.register(authRoutes, { auth: createAuthService(db, tokens, app.log, { now }) });
    await app.register(userRoutes, { db, authenticate });
    // Catalogue answers are cached in memory; a cart change moves stock, so it clears them.
    const shopCache = new ReadCache(now);
    await app.register(shopRoutes, { db, cache: shopCache });
    await app.register(cartRoutes, { cart: createCartService(db, () => shopCache.invalidate()) });
    await app.register(mediaRoutes);
    await seedContent(db, app.log);
    await seedLanding(db);
    // Another server on the same PostgreSQL may change content: its writes show here within 30 s.
    const cache = createContentCache(db, 30_000);
    const readViewer = makeViewerReader(tokens);
    await app.register(abRoutes, { db, cache, readViewer, authenticate });
    await app.register(landingRoutes, { db });
    await app.register(assessmentRoutes, { db, readViewer });
    await app.register(processorRoutes);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
