import { Pool, type PoolClient } from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  url: string;
  /** Every connection uses this schema first (tests isolate themselves this way). */
  schema: string | null;
  onError: (error: Error) => void;
}

/** A PostgreSQL server through a pg Pool; checks the connection before returning. */
export async function openPostgresDatabase({ url, schema, onError }: PostgresOptions): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    // Sent in the startup packet, so each pooled connection gets it without an extra round trip.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onError);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    driver: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(clientQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function clientQueryable(client: PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}
