import type { FastifyBaseLogger } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connection, Queryable } from './database';

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any fixed number: servers starting together against one PostgreSQL take turns on it.
const MIGRATION_LOCK = 72_450_001;

interface Migration {
  version: string;
  name: string;
  file: string;
}

/**
 * Applies migrations/NNNN_name.sql in order, each in its own transaction with its record in
 * schema_migrations, so a failed one leaves nothing half done and a restart skips the applied ones.
 * Returns the versions it applied.
 */
export async function runMigrations(db: Connection, dir: string, log: FastifyBaseLogger): Promise<string[]> {
  const migrations = await listMigrations(dir);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const sql = await readFile(join(dir, migration.file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      // Checked under the lock: another server may have applied it since this one started.
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) {
      applied.push(migration.version);
      log.info({ migration: migration.file }, 'migration applied');
    }
  }
  return applied;
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

async function listMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration ${file} must be named NNNN_lower_case_name.sql`);
    const [, version = '', name = ''] = match;
    if (seen.has(version)) throw new Error(`Two migrations share version ${version}`);
    seen.add(version);
    return { version, name, file };
  });
}
