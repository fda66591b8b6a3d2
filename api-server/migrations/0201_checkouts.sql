-- The cart, which is a checkout (docs/product.md §3, §4): its id is the browser's checkoutId.
-- This migration holds what the shop needs (lines and their stock holds); the checkout issue adds
-- addresses, shipping, promo codes, payments and orders in its own migrations (0400-0499), as new
-- columns on checkouts and new tables that reference it.

create table checkouts (
  id uuid primary key default gen_random_uuid(),
  channel text not null default 'default-channel',
  -- The signed-in shopper, when there was one; guest checkouts have none.
  user_id uuid references users (id) on delete set null,
  email text,
  currency text not null default 'USD',
  -- open: a cart; completed: turned into an order (its lines then no longer hold stock).
  status text not null default 'open' check (status in ('open', 'completed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table checkout_lines (
  id uuid primary key default gen_random_uuid(),
  checkout_id uuid not null references checkouts (id) on delete cascade,
  variant_id text not null references shop_variants (id),
  quantity integer not null check (quantity > 0),
  created_at timestamptz not null default now(),
  -- One line per variant: adding the same variant again raises its quantity.
  unique (checkout_id, variant_id)
);
-- What open checkouts hold of a variant is summed on every add, so look lines up by variant.
create index checkout_lines_variant on checkout_lines (variant_id);
