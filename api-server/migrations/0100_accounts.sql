-- Accounts: sessions that can be revoked at once, one-time codes, the development
-- mailbox and email-communication choices.

-- One row per login. The access token carries the session id (`sid`), so revoking the row stops
-- its access tokens at once, not only its refresh tokens. `expires_at` is the absolute end of the
-- session (30 days), however often it refreshes.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create index sessions_user_idx on sessions (user_id);

-- Refresh tokens issued before this migration belong to families with no session row: give each
-- one, so they keep working until their own expiry.
insert into sessions (id, user_id, expires_at, revoked_at, created_at)
select family_id, min(user_id::text)::uuid, max(expires_at),
       case when bool_and(revoked_at is not null) then max(revoked_at) end, min(created_at)
  from refresh_tokens
 group by family_id;

create index refresh_tokens_expires_idx on refresh_tokens (expires_at);

-- One-time codes sent by email. Only a hash of the code is kept. `purpose` separates the code
-- that verifies an email or signs in from the one that resets a password.
create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('login', 'reset')),
  code_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  -- A reset code checked by verify-reset-password-otp; still needed once more to set the password.
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index one_time_codes_user_idx on one_time_codes (user_id, purpose);

-- Mail the server would have sent, when no SMTP server is configured (development and tests).
create table dev_mailbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  text text not null,
  code text,
  sent_at timestamptz not null default now()
);

create index dev_mailbox_to_idx on dev_mailbox (to_email, id);

-- Whether an address wants our emails. Keyed by email, so it works for visitors without an
-- account too; the link in an email names the address by an HMAC of it (i_hash).
create table communication_preferences (
  email text primary key check (email = lower(email)),
  i_hash text not null unique,
  subscribed boolean not null default true,
  updated_at timestamptz not null default now()
);
