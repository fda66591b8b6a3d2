/** Rows of one statement. */
export interface QueryResult<T> {
  rows: T[];
}

/** What a route or a transaction may run. */
export interface Queryable {
  /** One statement with $1, $2 ... parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The storage the app uses, the same whether it is PGlite or PostgreSQL. Keep SQL portable:
 * cast count(*) and other bigint results to int, since pg returns int8 as text.
 */
export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in BEGIN ... COMMIT; a throw rolls back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
