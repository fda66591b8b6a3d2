import type { ChatFeedbackType, ChatFileType, ChatMessage, VideoRecommendation } from '../../contracts';
import type { Database, Queryable } from '../../db/database';

interface RawMessage {
  id: number;
  client_id: string | null;
  is_ai: boolean;
  message: string;
  file_type: ChatFileType | null;
  feedback_type: ChatFeedbackType | null;
  feedback_message: string | null;
  created_at: Date | string;
  videos: VideoRecommendation[] | string | null;
}

/**
 * The columns of a ChatMessage, its recommended videos in order as one JSON array. Of a stored
 * attachment only its type: the bytes are read by the file route alone.
 */
const SELECT_MESSAGE = `select m.id, m.client_id, m.is_ai, m.message,
  (select f.content_type from chat_files f where f.message_id = m.id) as file_type, m.feedback_type,
  m.feedback_message, m.created_at,
  (select json_agg(json_build_object('id', v.id, 'title', v.title, 'url', v.url,
      'thumbnail', v.thumbnail, 'duration', v.duration_seconds) order by mv.position)
   from chat_message_videos mv join health_videos v on v.id = mv.video_id
   where mv.message_id = m.id) as videos
  from chat_messages m`;

/**
 * A message as stored. `file` stays null: the routes that answer it set the signed link of its
 * attachment (ChatFileLinks.link), which needs the room's owner.
 */
function toMessage({ videos, created_at, ...row }: RawMessage): ChatMessage {
  // pg hands json back parsed; keep a string answer working too.
  const parsed = typeof videos === 'string' ? (JSON.parse(videos) as VideoRecommendation[]) : videos;
  return {
    ...row,
    file: null,
    chat_source_recommendations: parsed ?? [],
    created_at: new Date(created_at).toISOString(),
  };
}

async function messageById(db: Queryable, id: number): Promise<ChatMessage> {
  const { rows } = await db.query<RawMessage>(`${SELECT_MESSAGE} where m.id = $1`, [id]);
  const [row] = rows;
  if (!row) throw new Error(`chat message ${id} not found`);
  return toMessage(row);
}

/** A page counted from the newest message, returned oldest to newest. */
export async function listMessages(
  db: Queryable,
  roomId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; messages: ChatMessage[] }> {
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ count: number }>('select count(*)::int as count from chat_messages where room_id = $1', [
      roomId,
    ]),
    db.query<RawMessage>(`${SELECT_MESSAGE} where m.room_id = $1 order by m.id desc limit $2 offset $3`, [
      roomId,
      limit,
      offset,
    ]),
  ]);
  return { count: counted[0]?.count ?? 0, messages: rows.map(toMessage).reverse() };
}

/** The messages stored after `afterId`, oldest first, and how many there are in all. */
export async function listMessagesAfter(
  db: Queryable,
  roomId: number,
  afterId: number,
  limit: number,
): Promise<{ count: number; messages: ChatMessage[] }> {
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ count: number }>(
      'select count(*)::int as count from chat_messages where room_id = $1 and id > $2',
      [roomId, afterId],
    ),
    db.query<RawMessage>(`${SELECT_MESSAGE} where m.room_id = $1 and m.id > $2 order by m.id limit $3`, [
      roomId,
      afterId,
      limit,
    ]),
  ]);
  return { count: counted[0]?.count ?? 0, messages: rows.map(toMessage) };
}

/** A user message once stored: new, or the first copy of a resend. */
export interface StoredUserMessage {
  message: ChatMessage;
  /** False when a message with this client id was already in the room. */
  created: boolean;
  /** True when it is the first message of the room. */
  first: boolean;
}

/** An attachment, checked and decoded, ready to store. */
export interface NewChatFile {
  type: ChatFileType;
  bytes: Buffer;
}

/** Why a user message was not stored. */
export interface RefusedUserMessage {
  refused: 'STORAGE_FULL';
}

/** The columns of a ChatMessage as an insert returns them (a new message has no videos yet). */
const RETURNED_MESSAGE =
  'id, client_id, is_ai, message, null::text as file_type, feedback_type, feedback_message, created_at';

/**
 * Insert the message unless the room has its client id or its file would take the owner over the
 * quota, with its file when it has one; when it went in, mark the room active and name an unnamed
 * room after it. One statement, so one round trip: every message of every socket waits for the
 * database, and PGlite runs one statement at a time. (Two messages of one user stored at the same
 * moment may together pass the quota by at most one file: a socket stores its messages in turn.)
 */
const STORE_USER_MESSAGE = `with inserted as (
    insert into chat_messages (room_id, client_id, is_ai, message, answer_claimed_until)
    select $1, $2, false, $3, now() + make_interval(secs => $9::double precision / 1000)
    where $5::bytea is null
      or (select coalesce(sum(size), 0) from chat_files where user_id = $7) + length($5::bytea) <= $8
    on conflict (room_id, client_id) where not is_ai do nothing
    returning id, client_id, is_ai, message, $4::text as file_type, feedback_type, feedback_message,
      created_at),
  stored_file as (
    insert into chat_files (message_id, user_id, content_type, size, bytes)
    select id, $7, $4, length($5::bytea), $5::bytea from inserted where $5::bytea is not null),
  touched as (
    update chat_rooms set updated_at = now(),
      name = case when named or $6 = '' then name else $6 end,
      named = named or $6 <> ''
    where id = $1 and exists (select 1 from inserted))
  select inserted.*, null as videos,
    -- The statement's snapshot is from before the insert: no earlier message means the first.
    not exists (select 1 from chat_messages where room_id = $1) as first
  from inserted`;

/**
 * Stores a user message once per room and client id, with its file; a resend finds the first copy
 * (and stores no file again). Marks the room active and names an unnamed room after its first
 * message. A new message whose file would take the room's owner over `fileBytesPerUser` is
 * refused, and nothing is stored.
 */
export async function storeUserMessage(
  db: Database,
  room: { id: number; user_id: string },
  clientId: string,
  text: string,
  file: NewChatFile | null,
  fileBytesPerUser: number,
  /** A new message is stored claimed for answering by its server, for this long (ADR 0120). */
  answerLeaseMs = 0,
): Promise<StoredUserMessage | RefusedUserMessage> {
  const roomId = room.id;
  const { rows } = await db.query<RawMessage & { first: boolean }>(STORE_USER_MESSAGE, [
    roomId,
    clientId,
    text,
    file?.type ?? null,
    file?.bytes ?? null,
    roomNameFrom(text),
    room.user_id,
    fileBytesPerUser,
    answerLeaseMs,
  ]);
  const created = rows[0];
  if (created) {
    const { first, ...message } = created;
    return { message: toMessage(message), created: true, first };
  }
  const existing = await db.query<RawMessage>(
    `${SELECT_MESSAGE} where m.room_id = $1 and m.client_id = $2 and not m.is_ai`,
    [roomId, clientId],
  );
  // Not stored, and no earlier copy: the file's quota refused it.
  if (!existing.rows[0]) return { refused: 'STORAGE_FULL' };
  return { message: toMessage(existing.rows[0]), created: false, first: false };
}

/** A room named after its first message takes this many characters of it. */
const NAME_FROM_MESSAGE_CHARS = 60;

function roomNameFrom(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, NAME_FROM_MESSAGE_CHARS);
}

/** The reply to a user message, when there is one. */
export async function findReply(db: Queryable, userMessageId: number): Promise<ChatMessage | null> {
  const { rows } = await db.query<RawMessage>(`${SELECT_MESSAGE} where m.reply_to = $1`, [userMessageId]);
  return rows[0] ? toMessage(rows[0]) : null;
}

/**
 * Insert the reply unless the message has one, link its videos to both messages, mark the room
 * active, and answer the reply with its videos in order: one statement, one round trip.
 */
const STORE_REPLY = `with reply as (
    insert into chat_messages (room_id, client_id, is_ai, reply_to, message)
    values ($1, $2, true, $3, $4)
    on conflict (reply_to) do nothing
    returning ${RETURNED_MESSAGE}),
  linked as (
    insert into chat_message_videos (message_id, video_id, position)
    select message_id, v.video_id, v.position::smallint
    from reply, unnest($5::int[]) with ordinality as v(video_id, position),
      unnest(array[reply.id, $3::int]) as message_id
    on conflict do nothing),
  touched as (
    update chat_rooms set updated_at = now() where id = $1 and exists (select 1 from reply))
  select reply.*,
    (select json_agg(json_build_object('id', hv.id, 'title', hv.title, 'url', hv.url,
        'thumbnail', hv.thumbnail, 'duration', hv.duration_seconds) order by v.position)
     from unnest($5::int[]) with ordinality as v(video_id, position)
     join health_videos hv on hv.id = v.video_id) as videos
  from reply`;

/**
 * Stores the reply to a user message with its videos (on both messages). One reply per message:
 * when another server stored one first, that one is returned and this text is dropped.
 */
export async function storeReply(
  db: Database,
  roomId: number,
  userMessage: ChatMessage,
  text: string,
  videoIds: number[],
): Promise<{ reply: ChatMessage; userMessage: ChatMessage }> {
  const { rows } = await db.query<RawMessage>(STORE_REPLY, [
    roomId,
    userMessage.client_id,
    userMessage.id,
    text,
    videoIds,
  ]);
  if (rows[0]) {
    const reply = toMessage(rows[0]);
    // The user message now carries the same videos; nothing else of it changed.
    return {
      reply,
      userMessage: { ...userMessage, chat_source_recommendations: reply.chat_source_recommendations },
    };
  }
  const [reply, stored] = await Promise.all([findReply(db, userMessage.id), messageById(db, userMessage.id)]);
  if (!reply) throw new Error(`the reply to chat message ${userMessage.id} conflicted but cannot be found`);
  return { reply, userMessage: stored };
}

/** Rates an AI message of the room; null when the room has no such AI message. */
export async function setFeedback(
  db: Queryable,
  roomId: number,
  messageId: number,
  type: ChatFeedbackType,
  text: string | null,
): Promise<ChatMessage | null> {
  const { rows } = await db.query<{ id: number }>(
    `update chat_messages set feedback_type = $3, feedback_message = $4
     where id = $2 and room_id = $1 and is_ai returning id`,
    [roomId, messageId, type, text],
  );
  return rows[0] ? messageById(db, rows[0].id) : null;
}

/** Whether the room holds a message with this id (of either kind). */
export async function messageInRoom(db: Queryable, roomId: number, messageId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from chat_messages where id = $1 and room_id = $2', [
    messageId,
    roomId,
  ]);
  return rows.length > 0;
}

/** The last `limit` messages of the room before `beforeId`, oldest first (context for the AI). */
export async function recentMessages(
  db: Queryable,
  roomId: number,
  beforeId: number,
  limit: number,
): Promise<{ is_ai: boolean; message: string }[]> {
  const { rows } = await db.query<{ is_ai: boolean; message: string }>(
    'select is_ai, message from chat_messages where room_id = $1 and id < $2 order by id desc limit $3',
    [roomId, beforeId, limit],
  );
  return rows.reverse();
}

/** The text of the room's last user message, if any. */
export async function lastUserMessage(db: Queryable, roomId: number): Promise<string | null> {
  const { rows } = await db.query<{ message: string }>(
    'select message from chat_messages where room_id = $1 and not is_ai order by id desc limit 1',
    [roomId],
  );
  return rows[0]?.message ?? null;
}

/** A stored attachment with the id of its room's owner, or null when the message has none. */
export async function findChatFile(
  db: Queryable,
  messageId: number,
): Promise<{ ownerId: string; contentType: ChatFileType; bytes: Buffer } | null> {
  const { rows } = await db.query<{ user_id: string; content_type: ChatFileType; bytes: Uint8Array }>(
    `select r.user_id, f.content_type, f.bytes from chat_files f
     join chat_messages m on m.id = f.message_id join chat_rooms r on r.id = m.room_id
     where f.message_id = $1`,
    [messageId],
  );
  const row = rows[0];
  if (!row) return null;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { ownerId: row.user_id, contentType: row.content_type, bytes };
}

/** Whether the user has any message in any of their rooms. */
export async function hasAnyMessage(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from chat_messages m join chat_rooms r on r.id = m.room_id where r.user_id = $1 limit 1`,
    [userId],
  );
  return rows.length > 0;
}
