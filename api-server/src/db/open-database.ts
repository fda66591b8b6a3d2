import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export async function openDatabase(config: DatabaseConfig, log: FastifyBaseLogger): Promise<Database> {
  if (config.driver === 'postgres') {
    const db = await openPostgresDatabase({
      url: config.url,
      schema: config.schema,
      poolSize: config.poolSize,
      onError: (error) => log.error({ err: error }, 'idle PostgreSQL client failed'),
    });
    log.info({ driver: 'postgres', schema: config.schema }, 'database ready');
    return db;
  }
  const db = await openPgliteDatabase(config.dataDir);
  log.info({ driver: 'pglite', dataDir: config.dataDir ?? 'memory' }, 'database ready');
  return db;
}
