import { randomBytes } from 'node:crypto';
import type { ChatRoom } from '../../contracts';
import type { Queryable } from '../../db/database';

/** The name of a room until the user or its first message names it. */
export const UNNAMED_ROOM = 'New chat';

/** A room as the server uses it: the public fields plus its row id and owner. */
export interface RoomRow extends ChatRoom {
  id: number;
  user_id: string;
  named: boolean;
}

interface RawRoom {
  id: number;
  slug: string;
  user_id: string;
  name: string;
  named: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, slug, user_id, name, named, created_at, updated_at';

function toRoom(row: RawRoom): RoomRow {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the API shows of a room. */
export function publicRoom({ slug, name, created_at, updated_at }: RoomRow): ChatRoom {
  return { slug, name, created_at, updated_at };
}

/** The user's room with this slug; null for an unknown slug and for another user's room alike. */
export async function findOwnRoom(db: Queryable, userId: string, slug: string): Promise<RoomRow | null> {
  const { rows } = await db.query<RawRoom>(
    `select ${COLUMNS} from chat_rooms where slug = $1 and user_id = $2`,
    [slug, userId],
  );
  return rows[0] ? toRoom(rows[0]) : null;
}

export async function listOwnRooms(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ count: number; rooms: RoomRow[] }> {
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ count: number }>('select count(*)::int as count from chat_rooms where user_id = $1', [userId]),
    db.query<RawRoom>(
      `select ${COLUMNS} from chat_rooms where user_id = $1
       order by updated_at desc, id desc limit $2 offset $3`,
      [userId, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rooms: rows.map(toRoom) };
}

export async function createRoom(db: Queryable, userId: string, name: string | null): Promise<RoomRow> {
  // 72 random bits: unguessable, short enough for a URL.
  const slug = randomBytes(9).toString('base64url');
  const { rows } = await db.query<RawRoom>(
    `insert into chat_rooms (slug, user_id, name, named) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [slug, userId, name ?? UNNAMED_ROOM, name !== null],
  );
  const [row] = rows;
  if (!row) throw new Error('insert into chat_rooms returned no row');
  return toRoom(row);
}

export async function renameRoom(db: Queryable, roomId: number, name: string): Promise<RoomRow> {
  const { rows } = await db.query<RawRoom>(
    `update chat_rooms set name = $2, named = true where id = $1 returning ${COLUMNS}`,
    [roomId, name],
  );
  const [row] = rows;
  if (!row) throw new Error(`chat room ${roomId} vanished while being renamed`);
  return toRoom(row);
}

export async function deleteRoom(db: Queryable, roomId: number): Promise<void> {
  await db.query('delete from chat_rooms where id = $1', [roomId]);
}
