-- Secrets the server makes for itself when none is configured: the token signing key when
-- TOKEN_SECRET is unset. Kept in the database so that sessions survive a restart and every
-- server on one database signs and verifies with the same key.

create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
