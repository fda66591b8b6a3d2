-- A/B-tested content blocks (docs/product.md §3 A/B content), their variants, view events and the variant an
-- editor has moved to on the /ab_test overlay; plus the landing data, forms and assessments.

create table ab_blocks (
  identifier text primary key,
  -- The test's name, shown on the editor overlay.
  name text not null,
  brand text not null,
  -- The page key of the route (shared-contracts route tables); null for global blocks.
  page text,
  -- Order of the block on its page.
  position integer not null default 0,
  -- fetch-specific-content finds blocks by project_type and content_type (the consult page).
  project_type text,
  content_type text,
  edit_url text,
  updated_at timestamptz not null default now()
);

create index ab_blocks_page_idx on ab_blocks (brand, page);

create table ab_variants (
  identifier text not null references ab_blocks (identifier) on delete cascade,
  -- 1-based: "Variant N of M".
  variant integer not null check (variant >= 1),
  content text not null,
  script text,
  primary key (identifier, variant)
);

-- One row per visitor, block, variant and event name: a repeated view is not counted twice.
create table ab_events (
  visitor text not null,
  identifier text not null references ab_blocks (identifier) on delete cascade,
  variant integer not null,
  event_name text not null,
  event_value text,
  created_at timestamptz not null default now(),
  primary key (visitor, identifier, variant, event_name)
);

-- The variant an editor previews on the /ab_test overlay, per editor and block.
create table ab_previews (
  user_id uuid not null references users (id) on delete cascade,
  identifier text not null references ab_blocks (identifier) on delete cascade,
  variant integer not null,
  primary key (user_id, identifier)
);

-- Small read-mostly documents of the landing calls: contact info by contact_type, terms by type,
-- customer-interaction templates by template_name, email-domain templates, popup URLs.
create table landing_documents (
  kind text not null,
  key text not null,
  data jsonb not null,
  primary key (kind, key)
);

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  form_type text not null default 'contact',
  first_name text not null,
  last_name text not null,
  email text not null,
  phone_number text,
  message text not null,
  -- The consultation form's grade and symptoms; null for the contact form.
  grade text,
  symptoms jsonb,
  created_at timestamptz not null default now()
);

create table subscriptions (
  email text not null,
  identifier text not null,
  created_at timestamptz not null default now(),
  primary key (email, identifier)
);

create table assessments (
  id uuid primary key default gen_random_uuid(),
  assessment text not null,
  user_id uuid references users (id) on delete cascade,
  visitor text,
  answers jsonb not null,
  score integer not null,
  result_level text not null,
  created_at timestamptz not null default now(),
  check (user_id is not null or visitor is not null)
);

create index assessments_user_idx on assessments (user_id);
create index assessments_visitor_idx on assessments (visitor);
