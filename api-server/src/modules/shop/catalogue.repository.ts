import type {
  CatalogueItem,
  Media,
  ProductDetailResponse,
  Review,
  ShopBrandId,
  Variant,
} from '../../contracts';
import type { Queryable } from '../../db/database';
import { heldOfVariantSql } from './stock-holds';

// Reads of the catalogue, shaped as the API answers them. Prices are whole cents in the database
// and dollars in answers.

export const CURRENCY = 'USD';
const dollars = (cents: number): number => cents / 100;

export interface VariantRow {
  id: string;
  product_id: string;
  product_name: string;
  name: string;
  attributes: [string, string][];
  price_cents: number;
  before_discount_cents: number;
  available: number;
  media: Media[];
  product_media: Media[];
}

const PRODUCT_MEDIA = (
  productId: string,
) => `coalesce((select json_agg(json_build_object('url', m.url, 'alt', m.alt)
    order by m.position) from shop_product_media m where m.product_id = ${productId}), '[]'::json)`;

const VARIANT_COLUMNS = `v.id, v.product_id, p.name as product_name, v.name, v.attributes, v.price_cents,
  v.before_discount_cents, v.media, ${PRODUCT_MEDIA('v.product_id')} as product_media`;

/** Variants with what shoppers may still add: stock less what open carts (but `exclude`'s) hold. */
export function variantsSql(where: string, excludeCheckoutParam: string | null = null): string {
  // What carts hold is summed per variant shown (its lines only), not over every cart line.
  return `select ${VARIANT_COLUMNS},
      greatest(v.stock - (${heldOfVariantSql('v.id', excludeCheckoutParam)}), 0)::int as available
    from shop_variants v
    join shop_products p on p.id = v.product_id
    where ${where}
    order by v.position`;
}

/** A variant row in the Saleor shape of docs/product.md §3; a variant without media shows its product's. */
export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    quantity: row.available,
    name: row.name,
    attributes: row.attributes.map(([name, value]) => ({ attribute: { name }, values: [{ name: value }] })),
    product: { name: row.product_name },
    pricing: { price: { net: { amount: dollars(row.price_cents), currency: CURRENCY } } },
    media: row.media.length > 0 ? row.media : row.product_media,
  };
}

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  attributes: [string, string[]][];
  multi_select_attributes: string[];
  discount_percentage: number;
  media: Media[];
}

/** A product by id or slug (pages link by slug), with every variant and its reviews; null when none. */
export async function findProduct(db: Queryable, idOrSlug: string): Promise<ProductDetailResponse | null> {
  const { rows } = await db.query<ProductRow>(
    `select p.id, p.slug, p.name, p.description, p.attributes, p.multi_select_attributes, p.discount_percentage,
       ${PRODUCT_MEDIA('p.id')} as media
     from shop_products p where p.id = $1 or p.slug = $1`,
    [idOrSlug],
  );
  const product = rows[0];
  if (!product) return null;
  const [variants, reviews] = await Promise.all([
    db.query<VariantRow>(variantsSql('v.product_id = $1'), [product.id]),
    db.query<Review>(
      `select is_verified, review_stars, full_name, content, title from shop_reviews
       where product_id = $1 order by created_at desc, id desc`,
      [product.id],
    ),
  ]);
  const prices = variants.rows.map((row) => row.price_cents);
  const before = variants.rows.map((row) => row.before_discount_cents);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    minium_variant_price: dollars(prices.length ? Math.min(...prices) : 0),
    minimum_variant_before_discount_price: dollars(before.length ? Math.min(...before) : 0),
    discount_percentage: product.discount_percentage,
    attributes: Object.fromEntries(product.attributes),
    multi_select_attributes: product.multi_select_attributes,
    variants: variants.rows.map(toVariant),
    content_identifiers: [],
    media: product.media,
    reviews: reviews.rows,
  };
}

interface CardRow {
  id: string;
  slug: string;
  name: string;
  discount_percentage: number;
  price_cents: number;
  before_discount_cents: number;
  image: string | null;
  image_alt: string | null;
  variant_id: string | null;
}

// One card per product: its lowest price, first picture, and its variant when it has only one.
const CARD_SELECT = `select p.id, p.slug, p.name, p.discount_percentage,
    (select min(price_cents) from shop_variants where product_id = p.id)::int as price_cents,
    (select min(before_discount_cents) from shop_variants where product_id = p.id)::int as before_discount_cents,
    (select url from shop_product_media where product_id = p.id order by position limit 1) as image,
    (select alt from shop_product_media where product_id = p.id order by position limit 1) as image_alt,
    (select min(id) from shop_variants where product_id = p.id
       having count(*) = 1) as variant_id
  from shop_products p`;

function toCard(row: CardRow): CatalogueItem {
  const discounted = row.discount_percentage > 0;
  return {
    id: row.id,
    title: row.name,
    // An empty image makes the card show the placeholder picture.
    image: row.image ?? '',
    image_alt: row.image_alt ?? row.name,
    link: `/${row.slug}`,
    price: dollars(row.price_cents ?? 0),
    discount: discounted ? `${row.discount_percentage}% OFF` : '',
    before_discount_price: discounted ? dollars(row.before_discount_cents ?? 0) : null,
    variant_id: row.variant_id,
  };
}

/** The cards of a category in its order; null when the category does not exist. */
export async function findCatalogue(db: Queryable, categoryId: string): Promise<CatalogueItem[] | null> {
  const category = await db.query('select 1 from shop_categories where id = $1', [categoryId]);
  if (category.rows.length === 0) return null;
  const { rows } = await db.query<CardRow>(
    `${CARD_SELECT} join shop_category_products cp on cp.product_id = p.id
     where cp.category_id = $1 order by cp.position`,
    [categoryId],
  );
  return rows.map(toCard);
}

export interface CardFilter {
  brand: ShopBrandId;
  recommendedOnly?: boolean;
  mainOnly?: boolean;
  exclude?: string;
  search?: string;
}

/** Cards of a brand's products, filtered; in catalogue order. */
export async function findCards(db: Queryable, filter: CardFilter): Promise<CatalogueItem[]> {
  const conditions = ['$1 = any(p.brands)'];
  const params: unknown[] = [filter.brand];
  if (filter.recommendedOnly) conditions.push('p.is_recommended');
  if (filter.mainOnly) conditions.push('$1 = any(p.main_for)');
  if (filter.exclude) {
    params.push(filter.exclude);
    conditions.push(`p.id <> $${params.length} and p.slug <> $${params.length}`);
  }
  if (filter.search) {
    // Escaped so % and _ in a search are matched as themselves.
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(p.name ilike $${params.length} or p.description ilike $${params.length})`);
  }
  const { rows } = await db.query<CardRow>(
    `${CARD_SELECT} where ${conditions.join(' and ')} order by p.position`,
    params,
  );
  return rows.map(toCard);
}
