import type { FastifyBaseLogger } from 'fastify';
import { seedContent } from '../modules/ab/seed';
import type { ScryptCost } from '../modules/auth/passwords';
import { seedHealthLibrary } from '../modules/chat/library/health-library.seed';
import { seedPromoCodes } from '../modules/checkout/promo-codes';
import { seedLanding } from '../modules/landing/landing.seed';
import { seedCatalogue } from '../modules/shop/catalogue.seed';
import type { Database } from './database';
import { runMigrations } from './migrate';
import { seedDevUsers } from './seed';

export interface PrepareOptions {
  migrationsDir: string;
  /** The development users' password cost, or null not to seed them. */
  devUsers: ScryptCost | null;
  chatVideoBaseUrl: string | null;
}

// The name of the advisory lock every server of one database takes to prepare it.
const START_UP_LOCK = 'api-server:start-up';

/**
 * Migrations, then every seed, by one server at a time: the servers of a deployment started
 * together on an empty PostgreSQL would otherwise each find the catalogue missing and insert it
 * (the losers exit on a duplicate key). The lock is a session advisory lock held by one
 * connection; on PGlite, whose data folder one process owns, an in-memory lock (ADR 0120).
 */
export async function prepareDatabase(
  db: Database,
  { migrationsDir, devUsers, chatVideoBaseUrl }: PrepareOptions,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.withLock(START_UP_LOCK, async (connection) => {
    await runMigrations(connection, migrationsDir, log);
    if (devUsers) await seedDevUsers(connection, log, devUsers);
    await seedCatalogue(connection, log);
    await seedPromoCodes(connection);
    await seedContent(connection, log);
    await seedLanding(connection);
    await seedHealthLibrary(connection, chatVideoBaseUrl);
  });
}
