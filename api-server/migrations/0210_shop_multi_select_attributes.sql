-- Attributes a shopper may choose several values of (docs/product.md §5, "multi-select: at least one
-- value"), by name, e.g. {"Add-ons"}. Each chosen value is its own variant and cart line. Every
-- other attribute takes exactly one value.
alter table shop_products add column multi_select_attributes text[] not null default '{}';
