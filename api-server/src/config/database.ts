import { join, resolve } from 'node:path';
import { type Env, positiveInteger, text } from './env';

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server. */
export type DatabaseConfig =
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string; schema: string | null; poolSize?: number };

/**
 * Connections per API server to PostgreSQL (DATABASE_POOL_SIZE). A cart write holds one for a
 * single statement and its view for a few reads (docs/adr/0160-cart-writes-one-statement.md), so
 * the pool, not the database, bounded the writes at pg's default of 10; each server of a
 * deployment has its own, within the server's max_connections.
 */
export const DEFAULT_POOL_SIZE = 20;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** DATABASE_URL (and DATABASE_SCHEMA) for PostgreSQL; otherwise PGlite in DATA_DIR or <api-server>/data. */
export function databaseFromEnv(env: Env, packageRoot: string): DatabaseConfig {
  const url = text(env.DATABASE_URL);
  if (url) {
    const schema = text(env.DATABASE_SCHEMA) ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema))
      throw new Error('DATABASE_SCHEMA must be a plain lower-case identifier');
    return {
      driver: 'postgres',
      url,
      schema,
      poolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    };
  }
  return { driver: 'pglite', dataDir: resolve(text(env.DATA_DIR) ?? join(packageRoot, 'data')) };
}
