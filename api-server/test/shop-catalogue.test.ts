import { catalogueAnswer, mainProductAnswer, productDetailAnswer } from 'shared-contracts/schemas';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CATEGORY, PRODUCT, SHOP_PATHS, VARIANT } from './support/spec-shop';
import { answerOf, describeOnEachDatabase } from './support/test-app';

interface Card {
  id: string;
  title: string;
  image: string;
  link: string;
  price: number;
  discount: string;
}
interface Variant {
  id: string;
  quantity: number;
  attributes: { attribute: { name: string }; values: { name: string }[] }[];
  pricing: { price: { net: { amount: number } } };
  media: { url: string }[];
}
interface Product {
  id: string;
  name: string;
  minium_variant_price: number;
  minimum_variant_before_discount_price: number;
  discount_percentage: number;
  attributes: Record<string, string[]>;
  multi_select_attributes: string[];
  variants: Variant[];
  media: { url: string }[];
  reviews: {
    is_verified: boolean;
    review_stars: number;
    full_name: string;
    content: string;
    title: string;
  }[];
}

describeOnEachDatabase('the catalogue reads', (server) => {
  const detail = (id: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: SHOP_PATHS.productsDetail(id),
      ...(payload ? { payload } : {}),
    });

  it('lists a category by its fixed id as cards with title, image, link, price and discount', async () => {
    const response = await server.get(`${SHOP_PATHS.productsCatalogue}?category_id=${CATEGORY.studShop}`);
    expect(response.statusCode).toBe(200);
    const cards = response.json<Card[]>();
    expect(cards.length).toBeGreaterThan(5);
    expect(cards[0]).toMatchObject({
      id: PRODUCT.brief.id,
      title: 'Stud Support Brief',
      link: '/stud-support-brief',
      price: 28.8,
      discount: '20% OFF',
    });
    expect(cards[0]?.image).toMatch(/^\/media\/v1\/products\/.+\.svg$/);
  });

  it('answers 404 for an unknown category and 400 for a malformed or missing one', async () => {
    expect(
      (await server.get(`${SHOP_PATHS.productsCatalogue}?category_id=Q2F0ZWdvcnk6bm9uZQ`)).statusCode,
    ).toBe(404);
    expect((await server.get(`${SHOP_PATHS.productsCatalogue}?category_id=%27%3Bdrop`)).statusCode).toBe(400);
    expect((await server.get(SHOP_PATHS.productsCatalogue)).statusCode).toBe(400);
  });

  it('serves catalogue reads with an ETag and a short Cache-Control, and 304 when the ETag matches', async () => {
    const url = `${SHOP_PATHS.productsCatalogue}?category_id=${CATEGORY.celeShop}`;
    const first = await server.get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=30/);
    const again = await server.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('returns the product with prices, discount, attributes in order, variants with stock, and reviews newest first', async () => {
    const response = await detail(PRODUCT.brief.id);
    expect(response.statusCode).toBe(200);
    const product = response.json<Product>();
    expect(product).toMatchObject({
      id: PRODUCT.brief.id,
      name: 'Stud Support Brief',
      minium_variant_price: 28.8,
      minimum_variant_before_discount_price: 36,
      discount_percentage: 20,
    });
    expect(Object.keys(product.attributes)).toEqual(['Size', 'Color']);
    expect(product.attributes.Size).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    expect(product.variants).toHaveLength(24);
    expect(product.variants.filter((variant) => variant.quantity === 0).length).toBeGreaterThan(0);
    expect(product.reviews[0]?.title).toBe('Support that lasts all day');
    expect(product.reviews.some((review) => review.content.length > 500)).toBe(true);
  });

  it('finds a product by its slug as by its id', async () => {
    const bySlug = await detail(PRODUCT.guide.slug);
    expect(bySlug.json<Product>().id).toBe(PRODUCT.guide.id);
  });

  it('returns only the variants matching the chosen attributes', async () => {
    const response = await detail(PRODUCT.brief.id, {
      productId: PRODUCT.brief.id,
      attributes: { Size: ['M'], Color: ['Navy'] },
    });
    const { variants } = response.json<Product>();
    expect(variants).toHaveLength(1);
    expect(variants[0]?.attributes.map((a) => [a.attribute.name, a.values[0]?.name])).toEqual([
      ['Size', 'M'],
      ['Color', 'Navy'],
    ]);
  });

  it('says which attributes take several values, and matches one variant per chosen value of those', async () => {
    expect((await detail(PRODUCT.brief.id)).json<Product>().multi_select_attributes).toEqual([]);
    const kit = (await detail(PRODUCT.kit.slug)).json<Product>();
    expect(kit.attributes).toEqual({
      Supply: ['30 days', '90 days'],
      'Add-ons': ['Magnesium', 'Omega-3', 'Vitamin D'],
    });
    expect(kit.multi_select_attributes).toEqual(['Add-ons']);

    const chosen = await detail(PRODUCT.kit.id, {
      productId: PRODUCT.kit.id,
      attributes: { Supply: ['30 days'], 'Add-ons': ['Magnesium', 'Vitamin D'] },
    });
    expect(chosen.statusCode).toBe(200);
    const { variants } = chosen.json<Product>();
    expect(variants.map((variant) => [variant.id, variant.pricing.price.net.amount])).toEqual([
      [VARIANT.kitMagnesium30, 12],
      [VARIANT.kitVitaminD30, 9],
    ]);
  });

  it('answers 400 for several values of an attribute that takes one', async () => {
    const response = await detail(PRODUCT.brief.id, {
      productId: PRODUCT.brief.id,
      attributes: { Size: ['S', 'M'] },
    });
    expect(answerOf(response)).toEqual({ status: 400, body: { detail: 'Choose one value of Size.' } });
    const kit = await detail(PRODUCT.kit.id, { attributes: { Supply: ['30 days', '90 days'] } });
    expect(kit.statusCode).toBe(400);
  });

  it('gives the product pictures to variants that have none, and none at all to the product without media', async () => {
    const guide = (await detail(PRODUCT.guide.id)).json<Product>();
    expect(guide.variants[0]?.media[0]?.url).toBe(guide.media[0]?.url);
    const consultation = (await detail(PRODUCT.consultation.id)).json<Product>();
    expect(consultation.media).toEqual([]);
    expect(consultation.variants[0]?.media).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for bad ids and bodies', async () => {
    expect(answerOf(await detail('UHJvZHVjdDpub25l'))).toEqual({
      status: 404,
      body: { detail: 'Product not found.' },
    });
    expect((await detail('bad%20id')).statusCode).toBe(400);
    expect((await detail(PRODUCT.brief.id, { attributes: { Size: 'M' } })).statusCode).toBe(400);
    expect((await detail(PRODUCT.brief.id, { attributes: { Weight: ['M'] } })).statusCode).toBe(400);
    expect((await detail(PRODUCT.brief.id, { attributes: { Size: ['Huge'] } })).statusCode).toBe(400);
    expect((await detail(PRODUCT.brief.id, { productId: PRODUCT.guide.id })).statusCode).toBe(400);
    expect((await detail(PRODUCT.brief.id, { unexpected: true })).statusCode).toBe(400);
  });

  it('lists recommended products of a brand without the one on screen', async () => {
    const response = await server.get(
      `${SHOP_PATHS.recommendedProducts}?brand=stud&exclude=${PRODUCT.brief.slug}`,
    );
    const cards = response.json<Card[]>();
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.map((card) => card.id)).not.toContain(PRODUCT.brief.id);
  });

  it('returns each brand its main product', async () => {
    expect((await server.get(`${SHOP_PATHS.mainProduct}?brand=stud`)).json<Card>().id).toBe(PRODUCT.brief.id);
    expect((await server.get(`${SHOP_PATHS.mainProduct}?brand=cele`)).json<Card>().title).toBe(
      'Vein Support Supplement Kit',
    );
    expect((await server.get(`${SHOP_PATHS.mainProduct}?brand=other`)).statusCode).toBe(400);
  });

  it('lists and searches products of a brand', async () => {
    const response = await server.post(`${SHOP_PATHS.productsList}?brand=cele&search=guide`);
    expect(response.json<Card[]>().map((card) => card.title)).toEqual(['The Healing Guide']);
    const all = await server.post(`${SHOP_PATHS.productsList}?brand=stud`, {});
    expect(all.json<Card[]>().length).toBeGreaterThan(5);
  });

  it('serves the product pictures with a year-long immutable Cache-Control', async () => {
    const response = await server.get('/media/v1/products/brief-black.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.get('/media/v1/products/../../../package.json')).statusCode).toBe(404);
  });

  // The answer types the remotes read derive from these schemas (docs/adr/0115-one-schema-per-endpoint.md);
  // no route serialises with them (cached bytes), so this is what ties the two: every field of
  // each answer is named by its schema, with the type it has.
  it('answers every catalogue read in exactly the shape its shared schema describes', async () => {
    const exactly = (schema: TSchema, answer: unknown) => {
      expect(Value.Check(schema, answer)).toBe(true);
      expect(Value.Clean(schema, Value.Clone(answer))).toEqual(answer);
    };
    exactly(
      catalogueAnswer,
      (await server.get(`${SHOP_PATHS.productsCatalogue}?category_id=${CATEGORY.studShop}`)).json(),
    );
    exactly(catalogueAnswer, (await server.post(`${SHOP_PATHS.productsList}?brand=stud`, {})).json());
    exactly(mainProductAnswer, (await server.get(`${SHOP_PATHS.mainProduct}?brand=cele`)).json());
    exactly(productDetailAnswer, (await detail(PRODUCT.brief.id)).json());
  });
});
