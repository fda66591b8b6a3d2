-- Careapp's health chat (docs/product.md §3 chat room list, chat message, chat analytics): the seeded health
-- library and video list the AI replies draw on, the users' rooms and messages, and the conditions
-- and measures users record.

-- Articles of the health library, searched with PostgreSQL full-text search. Seeded (fixed ids).
create table health_articles (
  id integer primary key,
  slug text not null unique,
  -- The analytics entry the article belongs to (Varicocele, Testosterone, ...).
  topic text not null,
  title text not null,
  body text not null,
  -- Words people use that the body may not (synonyms, lay terms), weighted between title and body.
  keywords text not null default '',
  -- Follow-up questions a reply drawing on this article suggests, one per line.
  related_prompts text not null default '',
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', keywords), 'B')
    || setweight(to_tsvector('english', body), 'C')
  ) stored
);

create index health_articles_search_idx on health_articles using gin (search);

-- The video list replies recommend from (video_recommendation). Seeded (fixed ids).
create table health_videos (
  id integer primary key,
  slug text not null unique,
  topic text not null,
  title text not null,
  description text not null,
  url text not null,
  thumbnail text,
  duration_seconds integer not null check (duration_seconds > 0),
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
  ) stored
);

create index health_videos_search_idx on health_videos using gin (search);

create table chat_rooms (
  id integer generated always as identity primary key,
  -- The room's id in URLs: random, so one user's rooms cannot be guessed from another's.
  slug text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  -- False until the user names the room or its first message does.
  named boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index chat_rooms_user_idx on chat_rooms (user_id, updated_at desc, id desc);

create table chat_messages (
  id integer generated always as identity primary key,
  room_id integer not null references chat_rooms (id) on delete cascade,
  -- The browser's id of a user message (a resend carries the same one); on a reply, the id of
  -- the message it answers.
  client_id uuid,
  is_ai boolean not null,
  -- The user message a reply answers: one reply per message, whatever resends or servers race.
  reply_to integer references chat_messages (id) on delete cascade,
  message text not null,
  -- A data URL (checked type and size), or null.
  file text,
  feedback_type text check (feedback_type in ('up', 'down')),
  feedback_message text,
  created_at timestamptz not null default now(),
  check (is_ai = (reply_to is not null))
);

-- A message is stored once per room and client id: a resend finds the first copy.
create unique index chat_messages_client_idx on chat_messages (room_id, client_id) where not is_ai;
create unique index chat_messages_reply_idx on chat_messages (reply_to);
create index chat_messages_room_idx on chat_messages (room_id, id);

-- Videos recommended with a message (on the reply and on the message it answers), in order.
create table chat_message_videos (
  message_id integer not null references chat_messages (id) on delete cascade,
  video_id integer not null references health_videos (id) on delete cascade,
  position smallint not null,
  primary key (message_id, video_id)
);

-- Conditions and measures a user may record (seeded), and those they did.
create table diseases (
  id integer primary key,
  name text not null unique
);

create table processor_variables (
  id integer primary key,
  name text not null unique,
  unit text not null default ''
);

create table user_diseases (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  disease_id integer not null references diseases (id),
  created_at timestamptz not null default now(),
  unique (user_id, disease_id)
);

create table user_processor_variables (
  id integer generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  processor_variable_id integer not null references processor_variables (id),
  value text not null,
  updated_at timestamptz not null default now(),
  unique (user_id, processor_variable_id)
);
