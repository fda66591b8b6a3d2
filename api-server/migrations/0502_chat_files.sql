-- Chat attachments stored apart from their messages: a page of messages carries a signed link to
-- each file instead of the whole file, and a user's stored bytes can be summed for the quota.

create table chat_files (
  message_id integer primary key references chat_messages (id) on delete cascade,
  -- The room's owner, kept here so the quota sums one index range instead of joining every room.
  user_id uuid not null references users (id) on delete cascade,
  -- One of CHAT_FILE_TYPES, checked (with the file's first bytes) before it is stored.
  content_type text not null,
  size integer not null check (size >= 0),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create index chat_files_user_idx on chat_files (user_id);

-- Files stored inline until now move here; their messages keep no copy.
insert into chat_files (message_id, user_id, content_type, size, bytes, created_at)
select m.id, r.user_id, inline.content_type, length(inline.bytes), inline.bytes, m.created_at
from chat_messages m
join chat_rooms r on r.id = m.room_id
cross join lateral (
  select lower(substring(m.file from '^data:([^;,]+)')) as content_type,
    decode(substring(m.file from ',(.*)$'), 'base64') as bytes
) inline
where m.file like 'data:%;base64,%';

update chat_messages set file = null where file is not null;

comment on column chat_messages.file is 'Unused: attachments are in chat_files.';
