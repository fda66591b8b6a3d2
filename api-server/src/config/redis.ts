import { createHash } from 'node:crypto';
import type { DatabaseConfig } from './database';
import { type Env, text } from './env';

const PREFIX = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * REDIS_PREFIX: the start of every Redis key and pub/sub channel of this deployment, so two
 * deployments sharing one Redis (staging beside production, two shops) never read each other's
 * limits or chat events. Unset: derived from the database (see {@link defaultRedisPrefix}).
 */
export function redisPrefixFromEnv(env: Env): string | undefined {
  const prefix = text(env.REDIS_PREFIX);
  if (prefix !== undefined && !PREFIX.test(prefix))
    throw new Error('REDIS_PREFIX must be 1 to 64 letters, digits, or . _ : - (for example "shop-prod:")');
  return prefix;
}

/**
 * The servers of one deployment share a database and nothing else is certain to be shared, so
 * the default prefix names the database: a digest of the PostgreSQL server, database and schema
 * (never the password), or of the PGlite folder. Two deployments on different databases get
 * different prefixes without being told; the servers of one agree without being told.
 */
export function defaultRedisPrefix(database: DatabaseConfig): string {
  let identity: string;
  if (database.driver === 'postgres') {
    const url = new URL(database.url);
    identity = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}:${database.schema ?? ''}`;
  } else identity = `pglite:${database.dataDir ?? `memory:${process.pid}:${Date.now()}`}`;
  return `api:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}
