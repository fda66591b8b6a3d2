import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from '../../db/database';
import { discounted, SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue-seed';

/**
 * Writes the seeded catalogue when the database has none, in one transaction. A catalogue that
 * exists is never touched, so stock sold and edits made survive restarts. Each table is filled by
 * one statement from a JSON array, so seeding a fresh database costs a handful of round trips.
 */
export async function seedCatalogue(db: Connection, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from shop_products');
  if ((rows[0]?.count ?? 0) > 0) return;

  const products = SEED_PRODUCTS.map((product, position) => ({
    id: product.id,
    slug: product.slug,
    brands: product.brands,
    name: product.name,
    description: product.description,
    product_type: product.productType,
    // Pairs, not an object: jsonb sorts object keys, and attribute order is display order.
    attributes: Object.entries(product.attributes),
    multi_select_attributes: product.multiSelect ?? [],
    discount_percentage: product.discountPercentage,
    is_recommended: product.recommended,
    main_for: product.mainFor,
    position,
  }));
  const media = SEED_PRODUCTS.flatMap((product) =>
    product.media.map((item, position) => ({
      product_id: product.id,
      position,
      url: item.url,
      alt: item.alt,
    })),
  );
  const variants = SEED_PRODUCTS.flatMap((product) =>
    product.variants.map((variant, position) => ({
      id: variant.id,
      product_id: product.id,
      name: variant.name,
      attributes: Object.entries(variant.attributes),
      price_cents: discounted(variant.baseCents, product.discountPercentage),
      before_discount_cents: variant.baseCents,
      stock: variant.stock,
      media: variant.media,
      position,
    })),
  );
  // Oldest first, so the first review written shows first ("newest first").
  const reviews = SEED_PRODUCTS.flatMap((product) =>
    product.reviews.map((review, index) => ({
      product_id: product.id,
      full_name: review.fullName,
      title: review.title,
      content: review.content,
      review_stars: review.stars,
      is_verified: review.verified,
      age_days: index + 1,
    })),
  );
  const categories = SEED_CATEGORIES.map(({ id, brand, name }) => ({ id, brand, name }));
  const placements = SEED_CATEGORIES.flatMap((category) =>
    category.productSlugs.map((slug, position) => ({ category_id: category.id, slug, position })),
  );

  await db.transaction(async (tx) => {
    await tx.query(
      `insert into shop_products (id, slug, brands, name, description, product_type, attributes,
         multi_select_attributes, discount_percentage, is_recommended, main_for, position)
       select id, slug, array(select jsonb_array_elements_text(brands)), name, description, product_type,
         attributes, array(select jsonb_array_elements_text(multi_select_attributes)), discount_percentage,
         is_recommended, array(select jsonb_array_elements_text(main_for)), position
       from jsonb_to_recordset($1::jsonb) as x(id text, slug text, brands jsonb, name text, description text,
         product_type text, attributes jsonb, multi_select_attributes jsonb, discount_percentage int,
         is_recommended boolean, main_for jsonb, position int)`,
      [JSON.stringify(products)],
    );
    await tx.query(
      `insert into shop_product_media (product_id, position, url, alt)
       select product_id, position, url, alt
       from jsonb_to_recordset($1::jsonb) as x(product_id text, position int, url text, alt text)`,
      [JSON.stringify(media)],
    );
    await tx.query(
      `insert into shop_variants (id, product_id, name, attributes, price_cents, before_discount_cents, stock, media, position)
       select id, product_id, name, attributes, price_cents, before_discount_cents, stock, media, position
       from jsonb_to_recordset($1::jsonb) as x(id text, product_id text, name text, attributes jsonb,
         price_cents int, before_discount_cents int, stock int, media jsonb, position int)`,
      [JSON.stringify(variants)],
    );
    await tx.query(
      `insert into shop_reviews (product_id, full_name, title, content, review_stars, is_verified, created_at)
       select product_id, full_name, title, content, review_stars, is_verified, now() - make_interval(days => age_days)
       from jsonb_to_recordset($1::jsonb) as x(product_id text, full_name text, title text, content text,
         review_stars int, is_verified boolean, age_days int)`,
      [JSON.stringify(reviews)],
    );
    await tx.query(
      `insert into shop_categories (id, brand, name)
       select id, brand, name from jsonb_to_recordset($1::jsonb) as x(id text, brand text, name text)`,
      [JSON.stringify(categories)],
    );
    await tx.query(
      `insert into shop_category_products (category_id, product_id, position)
       select x.category_id, p.id, x.position
       from jsonb_to_recordset($1::jsonb) as x(category_id text, slug text, position int)
       join shop_products p on p.slug = x.slug`,
      [JSON.stringify(placements)],
    );
  });
  log.info({ products: products.length, variants: variants.length }, 'seeded the shop catalogue');
}
