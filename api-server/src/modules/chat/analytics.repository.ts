import type {
  ChatAnalyticsEntry,
  Disease,
  ProcessorVariable,
  UserDisease,
  UserProcessorVariable,
} from '../../contracts';
import type { Queryable } from '../../db/database';

/** The library's topics with their articles, those whose name contains `name` when given. */
export async function analyticsEntries(db: Queryable, name: string | null): Promise<ChatAnalyticsEntry[]> {
  const { rows } = await db.query<{ topic: string; id: number; title: string }>(
    `select topic, id, title from health_articles
     where $1::text is null or strpos(lower(topic), lower($1::text)) > 0
     order by topic, id`,
    [name],
  );
  const entries = new Map<string, ChatAnalyticsEntry>();
  for (const row of rows) {
    const entry = entries.get(row.topic) ?? { name: row.topic, main_content: [] };
    entry.main_content.push({ id: row.id, name: row.title });
    entries.set(row.topic, entry);
  }
  return [...entries.values()];
}

export async function allDiseases(db: Queryable): Promise<Disease[]> {
  return (await db.query<Disease>('select id, name from diseases order by id')).rows;
}

export async function allProcessorVariables(db: Queryable): Promise<ProcessorVariable[]> {
  return (await db.query<ProcessorVariable>('select id, name, unit from processor_variables order by id'))
    .rows;
}

const USER_DISEASE = `select ud.id, json_build_object('id', d.id, 'name', d.name) as disease
  from user_diseases ud join diseases d on d.id = ud.disease_id`;

const USER_VARIABLE = `select uv.id, uv.value,
    json_build_object('id', p.id, 'name', p.name, 'unit', p.unit) as processor_variable
  from user_processor_variables uv join processor_variables p on p.id = uv.processor_variable_id`;

function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function userDiseases(db: Queryable, userId: string): Promise<UserDisease[]> {
  const { rows } = await db.query<UserDisease>(`${USER_DISEASE} where ud.user_id = $1 order by ud.id`, [
    userId,
  ]);
  return rows.map((row) => ({ ...row, disease: parsed(row.disease) }));
}

export async function userProcessorVariables(
  db: Queryable,
  userId: string,
): Promise<UserProcessorVariable[]> {
  const { rows } = await db.query<UserProcessorVariable>(
    `${USER_VARIABLE} where uv.user_id = $1 order by uv.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, processor_variable: parsed(row.processor_variable) }));
}

/** Outcome of a write: done, refused as a duplicate, or a catalogue id that does not exist. */
export type WriteOutcome<T> = { ok: T } | { conflict: true } | { unknown: true } | { missing: true };

async function exists(db: Queryable, table: 'diseases' | 'processor_variables', id: number) {
  return (await db.query(`select 1 from ${table} where id = $1`, [id])).rows.length > 0;
}

/**
 * Records (id null) or changes the user's condition. Unknown disease ids, another user's row and
 * a condition recorded twice are refused without a change.
 */
export async function saveUserDisease(
  db: Queryable,
  userId: string,
  id: number | null,
  diseaseId: number,
): Promise<WriteOutcome<UserDisease>> {
  if (!(await exists(db, 'diseases', diseaseId))) return { unknown: true };
  const { rows } = await db.query<{ id: number }>(
    id === null
      ? `insert into user_diseases (user_id, disease_id) values ($1, $2)
         on conflict (user_id, disease_id) do nothing returning id`
      : `update user_diseases set disease_id = $2 where id = $3 and user_id = $1
         and not exists (select 1 from user_diseases where user_id = $1 and disease_id = $2 and id <> $3)
         returning id`,
    id === null ? [userId, diseaseId] : [userId, diseaseId, id],
  );
  const saved = rows[0];
  if (!saved)
    return id !== null && !(await ownsDisease(db, userId, id)) ? { missing: true } : { conflict: true };
  const [row] = (await db.query<UserDisease>(`${USER_DISEASE} where ud.id = $1`, [saved.id])).rows;
  if (!row) throw new Error(`user disease ${saved.id} vanished`);
  return { ok: { ...row, disease: parsed(row.disease) } };
}

async function ownsDisease(db: Queryable, userId: string, id: number): Promise<boolean> {
  return (
    (await db.query('select 1 from user_diseases where id = $1 and user_id = $2', [id, userId])).rows.length >
    0
  );
}

export async function deleteUserDisease(db: Queryable, userId: string, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from user_diseases where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Records (id null) or changes a measure of the user; refusals as for saveUserDisease. */
export async function saveUserProcessorVariable(
  db: Queryable,
  userId: string,
  id: number | null,
  variableId: number,
  value: string,
): Promise<WriteOutcome<UserProcessorVariable>> {
  if (!(await exists(db, 'processor_variables', variableId))) return { unknown: true };
  const { rows } = await db.query<{ id: number }>(
    id === null
      ? `insert into user_processor_variables (user_id, processor_variable_id, value) values ($1, $2, $3)
         on conflict (user_id, processor_variable_id) do nothing returning id`
      : `update user_processor_variables set processor_variable_id = $2, value = $3, updated_at = now()
         where id = $4 and user_id = $1
         and not exists (select 1 from user_processor_variables
           where user_id = $1 and processor_variable_id = $2 and id <> $4)
         returning id`,
    id === null ? [userId, variableId, value] : [userId, variableId, value, id],
  );
  const saved = rows[0];
  if (!saved) {
    const owned =
      id === null ||
      (await db.query('select 1 from user_processor_variables where id = $1 and user_id = $2', [id, userId]))
        .rows.length > 0;
    return owned ? { conflict: true } : { missing: true };
  }
  const [row] = (await db.query<UserProcessorVariable>(`${USER_VARIABLE} where uv.id = $1`, [saved.id])).rows;
  if (!row) throw new Error(`user processor variable ${saved.id} vanished`);
  return { ok: { ...row, processor_variable: parsed(row.processor_variable) } };
}
