-- Who changed which A/B variant and when: an editor's markup and script reach every visitor, so
-- each save is kept, with the editor's email as it was then (an account may later be deleted).
create table ab_content_audit (
  id bigserial primary key,
  identifier text not null references ab_blocks (identifier) on delete cascade,
  variant integer not null,
  user_id uuid references users (id) on delete set null,
  editor_email text not null,
  script_changed boolean not null,
  changed_at timestamptz not null default now()
);
create index ab_content_audit_by_block on ab_content_audit (identifier, changed_at desc);
create index ab_content_audit_by_time on ab_content_audit (changed_at desc);
