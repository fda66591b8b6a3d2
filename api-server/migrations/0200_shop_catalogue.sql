-- The shop catalogue (docs/product.md §3: Product, Variant, Catalogue item, Review). Ids are fixed
-- opaque strings, as docs/product.md §3 asks, so pages and tests can name them. Prices are whole cents in
-- integers (no numeric: pg would hand them back as text).

create table shop_categories (
  id text primary key,
  brand text not null check (brand in ('stud', 'cele')),
  name text not null
);

create table shop_products (
  id text primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Which brands sell it; a product may be on both shops.
  brands text[] not null check (cardinality(brands) > 0),
  name text not null,
  description text not null default '',
  product_type text not null,
  -- [attribute name, option values] pairs in display order, e.g. [["Size", ["S", "M"]]] (pairs,
  -- because jsonb does not keep the key order of an object).
  attributes jsonb not null default '[]'::jsonb,
  discount_percentage integer not null default 0 check (discount_percentage between 0 and 90),
  is_recommended boolean not null default false,
  -- The product the main-product call answers with, per brand.
  main_for text[] not null default '{}',
  position integer not null default 0
);

create table shop_product_media (
  product_id text not null references shop_products (id) on delete cascade,
  position integer not null,
  url text not null,
  alt text not null,
  primary key (product_id, position)
);

create table shop_category_products (
  category_id text not null references shop_categories (id) on delete cascade,
  product_id text not null references shop_products (id) on delete cascade,
  position integer not null,
  primary key (category_id, product_id)
);

create table shop_variants (
  id text primary key,
  product_id text not null references shop_products (id) on delete cascade,
  name text not null,
  -- [attribute name, value] pairs in display order, e.g. [["Size", "M"], ["Color", "Black"]].
  attributes jsonb not null default '[]'::jsonb,
  price_cents integer not null check (price_cents >= 0),
  -- Price before the product's discount; equal to price_cents when there is none.
  before_discount_cents integer not null check (before_discount_cents >= price_cents),
  -- Units on hand. What a shopper may still add is this minus what open checkouts hold.
  stock integer not null check (stock >= 0),
  -- Media of this variant (its colour); empty means the product's media are shown.
  media jsonb not null default '[]'::jsonb,
  position integer not null default 0
);
create index shop_variants_product on shop_variants (product_id, position);

create table shop_reviews (
  id serial primary key,
  product_id text not null references shop_products (id) on delete cascade,
  full_name text not null,
  title text not null,
  content text not null,
  review_stars integer not null check (review_stars between 1 and 5),
  is_verified boolean not null default false,
  created_at timestamptz not null default now()
);
create index shop_reviews_product on shop_reviews (product_id, created_at desc);
