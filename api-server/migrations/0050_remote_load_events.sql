-- Remote-load telemetry: each failed try to load a page module from a remote, each
-- recovery, and each load that worked at once (the denominator of the failure rate), as the
-- shell reported them. Anonymous: no user, no address, no page URL.

create table remote_load_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  type text not null check (type in ('success', 'failure', 'recovery')),
  remote text not null,
  module text not null,
  kind text check (kind in ('manifest', 'entry', 'chunk', 'timeout', 'module', 'other')),
  attempt integer not null check (attempt between 1 and 20),
  ms integer not null check (ms between 0 and 600000)
);

-- The summary reads one time window for every remote.
create index remote_load_events_received_idx on remote_load_events (received_at, remote);
