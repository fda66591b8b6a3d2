import type { AbAuditEntry, AbAuditList, UserRole } from '../../contracts';
import type { Connection, Database, Queryable } from '../../db/database';

/** One variant of a block as stored. */
export interface StoredVariant {
  variant: number;
  content: string;
  script: string | null;
}

/** A block with all its variants, as the content cache holds it. */
export interface StoredBlock {
  identifier: string;
  name: string;
  brand: string;
  page: string | null;
  position: number;
  project_type: string | null;
  content_type: string | null;
  edit_url: string | null;
  variants: StoredVariant[];
}

interface BlockRow extends Omit<StoredBlock, 'variants'> {
  variant: number;
  content: string;
  script: string | null;
}

/** Every block with its variants, in page order: the whole content set is small enough to hold. */
export async function loadAllBlocks(db: Queryable): Promise<StoredBlock[]> {
  const { rows } = await db.query<BlockRow>(
    `select b.identifier, b.name, b.brand, b.page, b.position, b.project_type, b.content_type, b.edit_url,
            v.variant, v.content, v.script
       from ab_blocks b join ab_variants v on v.identifier = b.identifier
      order by b.brand, b.page nulls first, b.position, b.identifier, v.variant`,
  );
  const blocks = new Map<string, StoredBlock>();
  for (const { variant, content, script, ...block } of rows) {
    const entry = blocks.get(block.identifier) ?? { ...block, variants: [] };
    entry.variants.push({ variant, content, script });
    blocks.set(block.identifier, entry);
  }
  return [...blocks.values()];
}

/**
 * Adds blocks that are missing; existing ones (maybe changed by an editor) are left alone. Two
 * statements whatever the number of blocks, so seeding costs little at every start.
 */
export async function insertMissingBlocks(db: Connection, blocks: readonly StoredBlock[]): Promise<number> {
  const heads = blocks.map(({ variants: _variants, ...head }) => head);
  const variants = blocks.flatMap((block) =>
    block.variants.map((variant) => ({ identifier: block.identifier, ...variant })),
  );
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ identifier: string }>(
      `insert into ab_blocks (identifier, name, brand, page, position, project_type, content_type, edit_url)
       select identifier, name, brand, page, position, project_type, content_type, edit_url
         from jsonb_to_recordset($1::jsonb) as b(identifier text, name text, brand text, page text,
              position integer, project_type text, content_type text, edit_url text)
       on conflict (identifier) do nothing returning identifier`,
      [JSON.stringify(heads)],
    );
    if (rows.length === 0) return 0;
    await tx.query(
      `insert into ab_variants (identifier, variant, content, script)
       select identifier, variant, content, script
         from jsonb_to_recordset($1::jsonb) as v(identifier text, variant integer, content text, script text)
        where identifier = any($2::text[])`,
      [JSON.stringify(variants), rows.map((row) => row.identifier)],
    );
    return rows.length;
  });
}

/** Replaces the markup and script of one variant; false when there is no such variant. */
export async function updateVariant(
  db: Database,
  identifier: string,
  variant: number,
  change: { content: string; script: string | null },
  editor: { userId: string; email: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ script_changed: boolean }>(
      // The FROM side reads the row as it was before this statement, so old and new compare.
      `update ab_variants as v set content = $3, script = $4
       from ab_variants as prev
       where v.identifier = $1 and v.variant = $2
         and prev.identifier = v.identifier and prev.variant = v.variant
       returning prev.script is distinct from v.script as script_changed`,
      [identifier, variant, change.content, change.script],
    );
    const saved = rows[0];
    if (!saved) return false;
    await tx.query('update ab_blocks set updated_at = now() where identifier = $1', [identifier]);
    // In the same transaction: no change without its audit line.
    await tx.query(
      `insert into ab_content_audit (identifier, variant, user_id, editor_email, script_changed)
       values ($1, $2, $3, $4, $5)`,
      [identifier, variant, editor.userId, editor.email, saved.script_changed],
    );
    return true;
  });
}

/** The latest changes, newest first: of one block, or of all. */
export async function listAudit(
  db: Queryable,
  { identifier, limit, offset }: { identifier: string | null; limit: number; offset: number },
): Promise<AbAuditList> {
  const { rows } = await db.query<AbAuditEntry & { total: string }>(
    `select identifier, variant, editor_email, script_changed,
            to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at,
            count(*) over () as total
     from ab_content_audit
     where $1::text is null or identifier = $1
     order by changed_at desc, id desc
     limit $2 offset $3`,
    [identifier, limit, offset],
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    results: rows.map(({ total: _total, ...entry }) => entry),
  };
}

/** The user's role as the database holds it now (a token's copy may be minutes old); null if gone. */
export async function currentRole(
  db: Queryable,
  userId: string,
): Promise<{ role: UserRole; email: string } | null> {
  const { rows } = await db.query<{ role: UserRole; email: string }>(
    'select role, email from users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Stores a view once per visitor, block, variant and event; true when it was new. */
export async function recordEvent(
  db: Queryable,
  event: { visitor: string; identifier: string; variant: number; event_name: string; event_value: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into ab_events (visitor, identifier, variant, event_name, event_value) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning 1`,
    [event.visitor, event.identifier, event.variant, event.event_name, event.event_value],
  );
  return rows.length > 0;
}

/** The variants an editor has moved to, by block identifier. */
export async function loadPreviews(db: Queryable, userId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ identifier: string; variant: number }>(
    'select identifier, variant from ab_previews where user_id = $1',
    [userId],
  );
  return new Map(rows.map((row) => [row.identifier, row.variant]));
}

export async function savePreview(
  db: Queryable,
  userId: string,
  identifier: string,
  variant: number,
): Promise<void> {
  await db.query(
    `insert into ab_previews (user_id, identifier, variant) values ($1, $2, $3)
     on conflict (user_id, identifier) do update set variant = excluded.variant`,
    [userId, identifier, variant],
  );
}
