import type { Queryable } from '../../db/database';

/** Rejects when the database does not answer the smallest query. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}
