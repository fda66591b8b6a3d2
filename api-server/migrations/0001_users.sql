-- Users of every brand (docs/product.md §3, User) and the refresh tokens that keep them signed in.

create table users (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-case so uniqueness and sign-in ignore case.
  email text not null unique check (email = lower(email)),
  -- Null for accounts that only ever sign in with a one-time code or Google.
  password_hash text,
  role text not null default 'customer' check (role in ('customer', 'editor')),
  is_verified boolean not null default false,
  first_name text,
  last_name text,
  phone_number text,
  on_boarding_step text,
  next_step text,
  age integer check (age between 0 and 150),
  height double precision check (height > 0),
  height_measurement text,
  weight double precision check (weight > 0),
  weight_measurement text,
  biological_sex text,
  country text,
  city text,
  province text,
  postal_code text,
  address_line_1 text,
  address_line_2 text,
  created_at timestamptz not null default now()
);

-- One row per refresh token ever issued. A refresh revokes its row and adds the next one in the
-- same family; presenting a revoked token again means it was stolen or replayed, so the whole
-- family is revoked.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  -- SHA-256 of the token's jti: a leaked table alone cannot be replayed.
  jti_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);
