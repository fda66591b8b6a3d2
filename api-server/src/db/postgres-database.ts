import { createHash } from 'node:crypto';
import { Pool, type PoolClient, type QueryConfig } from 'pg';
import type { Database, QueryOptions, Queryable } from './database';
import { isDatabaseUnavailable } from './unavailable';

export interface PostgresOptions {
  url: string;
  /** Every connection uses this schema first (tests isolate themselves this way). */
  schema: string | null;
  /** Connections of the pool; pg's default (10) when unset. */
  poolSize?: number;
  onError: (error: Error) => void;
}

/** A PostgreSQL server through a pg Pool; checks the connection before returning. */
export async function openPostgresDatabase({
  url,
  schema,
  poolSize,
  onError,
}: PostgresOptions): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    ...(poolSize ? { max: poolSize } : {}),
    // Sent in the startup packet, so each pooled connection gets it without an extra round trip.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // A database that does not answer fails the request (503) instead of holding it for ever.
    connectionTimeoutMillis: 5_000,
    // Statements asked for together on one connection go out together (`pipelined`); a
    // connection used one statement at a time behaves as without.
    pipeline: true,
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
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => ({
      rows: (await pool.query(statement(sql, params, options))).rows as T[],
    }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await inTransaction(client, work);
      } catch (error) {
        // A connection cut mid-transaction is thrown away, not handed to the next request.
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    // A session advisory lock, so servers sharing the database take turns too. The work runs on
    // the connection that holds it: a waiter holds one connection, as a transaction waiting on a
    // row lock would, and never needs a second one from a pool the waiters may have emptied.
    withLock: async (key, work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
        try {
          return await work({
            ...clientQueryable(client),
            transaction: (inner) => inTransaction(client, inner),
          });
        } finally {
          await client
            .query('select pg_advisory_unlock(hashtextextended($1, 0))', [key])
            .catch((error: Error) => {
              // Closing the connection ends its session, and the lock with it.
              broken = error;
            });
        }
      } finally {
        client.release(broken);
      }
    },
    pipelined: async (work) => {
      const client = await pool.connect();
      // What `work` asks for at once leaves in one socket write instead of one a statement: on
      // loopback each write costs the writer the reader's wake-up, most of a cart write's CPU
      // (docs/adr/0161). pg corks each statement itself; this holds them until the turn ends.
      const socket = client.connection.stream;
      socket.cork();
      process.nextTick(() => socket.uncork());
      let broken: Error | undefined;
      try {
        return await work(clientQueryable(client));
      } catch (error) {
        // As in transaction: a connection cut mid-statement is thrown away.
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

async function inTransaction<T>(client: PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await client.query('begin');
    const result = await work(clientQueryable(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The name a prepared text goes by on every connection: pg prepares it on first use there. */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

function statement(sql: string, params: unknown[], options?: QueryOptions): QueryConfig {
  return options?.prepare
    ? { name: preparedName(sql), text: sql, values: params }
    : { text: sql, values: params };
}

function clientQueryable(client: PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => ({
      rows: (await client.query(statement(sql, params, options))).rows as T[],
    }),
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}
