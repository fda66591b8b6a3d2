import { join, resolve } from 'node:path';
import { type Env, text } from './env';

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server. */
export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string; schema: string | null };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** DATABASE_URL (and DATABASE_SCHEMA) for PostgreSQL; otherwise PGlite in DATA_DIR or <api-server>/data. */
export function databaseFromEnv(env: Env, packageRoot: string): DatabaseConfig {
  const url = text(env.DATABASE_URL);
  if (url) {
    const schema = text(env.DATABASE_SCHEMA) ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema))
      throw new Error('DATABASE_SCHEMA must be a plain lower-case identifier');
    return { driver: 'postgres', url, schema };
  }
  return { driver: 'pglite', dataDir: resolve(text(env.DATA_DIR) ?? join(packageRoot, 'data')) };
}
