import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL: a data folder that survives restarts, or memory when dataDir is null. */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? undefined);
  return {
    driver: 'pglite',
    ...queryable(pg),
    // PGlite has one connection: its transaction() also holds back other queries until it ends.
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => ({
      rows: (await target.query<T>(sql, params)).rows,
    }),
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}
