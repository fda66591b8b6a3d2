/** Rows of one statement. */
export interface QueryResult<T> {
  rows: T[];
}

/** How a statement is sent. */
export interface QueryOptions {
  /**
   * Keep it prepared on each pooled PostgreSQL connection (parsed and planned once per connection
   * instead of on every call): for the few statements every cart write runs, whose planning cost
   * more than their execution (docs/adr/0161-cart-writes-prepared-and-async.md). Only for a text
   * that is the same on every call; PGlite ignores it.
   */
  prepare?: boolean;
}

/** What a route or a transaction may run. */
export interface Queryable {
  /** One statement with $1, $2 ... parameters. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Queries, and transactions made of them. */
export interface Connection extends Queryable {
  /** Runs `work` in BEGIN ... COMMIT; a throw rolls back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/**
 * The storage the app uses, the same whether it is PGlite or PostgreSQL. Keep SQL portable:
 * cast count(*) and other bigint results to int, since pg returns int8 as text.
 */
export interface Database extends Connection {
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs `work` alone among the holders of `key` (every server of the database, on PostgreSQL),
   * without a transaction: a slow call to another service made inside holds up only the others
   * waiting for the same key, where a transaction would hold the row locks (and, on PGlite's one
   * connection, every other request). `work` queries through the connection it is given.
   */
  withLock<T>(key: string, work: (connection: Connection) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection that sends each statement as soon as it is asked for, without
   * waiting for the answers to those before (pipelining, on PostgreSQL; PGlite runs them one by
   * one): statements asked for together cost one round trip, and run in the order asked. Each is
   * its own transaction and one failing does not stop those after it. `work` must settle every
   * statement it started before it returns.
   */
  pipelined<T>(work: (on: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
