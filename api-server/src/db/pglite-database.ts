import { PGlite, type Transaction } from '@electric-sql/pglite';
import AsyncLock from 'async-lock';
import type { Connection, Database, Queryable } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

/** Embedded PostgreSQL: a data folder that survives restarts, or memory when dataDir is null. */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  // Locked before PGlite touches the folder: a second process opening it would corrupt it.
  const lock: DataDirLock | null = dataDir ? await lockDataDir(dataDir) : null;
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir ?? undefined);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const connection: Connection = {
    ...queryable(pg),
    // PGlite has one connection: its transaction() also holds back other queries until it ends.
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
  };
  // One process owns the data folder (lockDataDir), so a lock in memory covers every holder.
  const locks = new AsyncLock();
  return {
    driver: 'pglite',
    ...connection,
    withLock: (key, work) => locks.acquire(key, () => work(connection)),
    pipelined: (work) => work(connection),
    close: async () => {
      try {
        await pg.close();
      } finally {
        // Released only once PGlite has let go of the folder, so the next server finds it whole.
        await lock?.release();
      }
    },
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
