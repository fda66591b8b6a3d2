-- Checkout, payments and orders (ADR 0100): what a checkout carries besides its lines (address,
-- shipping method, promo code), the promo codes and vouchers, payment attempts and orders.

alter table checkouts
  add column shipping_address jsonb,
  add column shipping_method_id text,
  add column voucher_code text;

-- Promo codes (apply-promo-code) and vouchers (assign-voucher). Seeded by the API at start.
create table promo_codes (
  code text primary key check (code = upper(code)),
  kind text not null check (kind in ('promo', 'voucher')),
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  -- Percent (1-100) or whole cents.
  discount_value integer not null check (discount_value > 0),
  min_subtotal_cents integer not null default 0 check (min_subtotal_cents >= 0),
  -- Only for a signed-in customer's checkout.
  signed_in_only boolean not null default false,
  expires_at timestamptz
);

-- One row per payment attempt. The client's idempotency key is unique: a repeat of the same
-- attempt finds this row and answers with its result instead of paying again.
create table payments (
  id uuid primary key default gen_random_uuid(),
  checkout_id uuid not null references checkouts (id) on delete cascade,
  idempotency_key text not null unique,
  gateway text not null,
  -- The server's total when the attempt began; what the client claimed is never stored.
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'declined', 'cancelled')),
  message text,
  provider_reference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_checkout on payments (checkout_id, created_at desc);

create sequence order_numbers start 1001;

-- One order per checkout (unique checkout_id): a second completion finds it instead of making one.
create table orders (
  id uuid primary key default gen_random_uuid(),
  number integer not null unique default nextval('order_numbers'),
  checkout_id uuid not null unique references checkouts (id),
  -- Null for a guest: such an order is in nobody's order list.
  user_id uuid references users (id) on delete set null,
  email text,
  status text not null default 'UNFULFILLED',
  payment_id uuid not null references payments (id),
  gateway text not null,
  -- Lines as sold (name, variant, quantity, unit price), kept even if the catalogue changes.
  lines jsonb not null,
  shipping_address jsonb not null,
  shipping_method jsonb not null,
  voucher_code text,
  currency text not null,
  subtotal_cents integer not null,
  shipping_cents integer not null,
  discount_cents integer not null,
  total_cents integer not null,
  created_at timestamptz not null default now()
);
create index orders_user on orders (user_id, created_at desc, number desc);
