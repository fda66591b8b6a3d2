import type { Queryable } from '../../src/db/database';

/** A summary of every table: equal summaries, equal contents (to the odds of a hash collision). */
export type Fingerprint = Record<string, string>;

/**
 * Reads a cheap summary of every table's contents: its row count and the sum of a hash of each
 * row, so any insert, update or delete shows as a different fingerprint (row order does not
 * matter). Hashing every row costs tens of milliseconds, so `changedSince` reads it again only
 * when a transaction that may write has begun since the last look: one that writes is given a
 * transaction id, a read-only one is not, and the next id to be given is cheap to read.
 */
export async function createFingerprint(db: Queryable): Promise<{
  /** The tables whose contents changed since the last call (or since this was created). */
  changedSince: () => Promise<string[]>;
}> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and table_name in (select table_name from information_schema.tables
                            where table_schema = current_schema() and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows)
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  const summarySql = [...columns]
    .map(
      ([table, names]) =>
        `select '${table}' as name, count(*)::text || ':' ||
                coalesce(sum(hashtext(row(${names.map((name) => `t."${name}"`).join(', ')})::text)::bigint), 0)::text as sum
           from "${table}" t`,
    )
    .join(' union all ');
  const summary = async (): Promise<Fingerprint> =>
    Object.fromEntries(
      (await db.query<{ name: string; sum: string }>(summarySql)).rows.map((row) => [row.name, row.sum]),
    );
  const nextTransaction = async () =>
    (await db.query<{ next: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as next')).rows[0]
      ?.next ?? '';

  let known = await summary();
  let next = await nextTransaction();
  return {
    changedSince: async () => {
      const now = await nextTransaction();
      if (now === next) return [];
      const current = await summary();
      const changed = Object.keys(current).filter((table) => current[table] !== known[table]);
      known = current;
      // The summary's own query writes nothing, so it takes no transaction id.
      next = now;
      return changed;
    },
  };
}
