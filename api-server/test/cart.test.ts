import { heldOfVariantSql } from '../src/modules/shop/stock-holds';
import type { FastifyInstance } from 'fastify';
import { CATEGORY, PRODUCT, SHOP_PATHS, VARIANT } from './support/spec-shop';
import { describeOnEachDatabase } from './support/test-app';

interface Line {
  id: string;
  quantity: number;
  variant: { id: string; quantity: number; pricing: { price: { net: { amount: number } } } };
}
interface Checkout {
  id: string;
  quantity: number;
  lines: Line[];
  subtotalPrice: { gross: { amount: number } };
}
type Payload = {
  checkout: Checkout | null;
  errors: { field: string; code: string; message: string; quantity_available?: number }[];
};

const line = (variantId: string, quantity = 1) => ({ variantId, quantity });

async function countLines(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>('select count(*)::int as count from checkout_lines');
  return rows[0]?.count ?? 0;
}

describeOnEachDatabase('the cart', (server) => {
  const create = async (lines: { variantId: string; quantity: number }[] = []) => {
    const response = await server.post(SHOP_PATHS.createCheckout, {
      input: { lines, channel: 'default-channel' },
    });
    return { status: response.statusCode, ...response.json<{ checkoutCreate: Payload }>().checkoutCreate };
  };
  const add = async (id: string, lines: { variantId: string; quantity: number }[]) => {
    const response = await server.post(SHOP_PATHS.addToCart, { id, lines });
    return {
      status: response.statusCode,
      ...response.json<{ checkoutLinesAdd: Payload }>().checkoutLinesAdd,
    };
  };
  const newCheckoutId = async () => {
    const { checkout } = await create();
    if (!checkout) throw new Error('no checkout created');
    return checkout.id;
  };

  it('creates a checkout on channel default-channel with its lines and prices from the server', async () => {
    const result = await create([line(VARIANT.briefBlackM)]);
    expect(result.status).toBe(200);
    expect(result.errors).toEqual([]);
    expect(result.checkout).toMatchObject({ quantity: 1, subtotalPrice: { gross: { amount: 28.8 } } });
    expect(result.checkout?.lines[0]?.variant.id).toBe(VARIANT.briefBlackM);
  });

  it('refuses another channel and changes nothing', async () => {
    const before = await countLines(server.app);
    const response = await server.post(SHOP_PATHS.createCheckout, {
      input: { lines: [line(VARIANT.briefBlackM)], channel: 'other' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ checkoutCreate: Payload }>().checkoutCreate.errors[0]?.code).toBe(
      'CHANNEL_INACTIVE',
    );
    expect(await countLines(server.app)).toBe(before);
  });

  it('adds a line to a checkout and raises its quantity when the same variant is added again', async () => {
    const id = await newCheckoutId();
    await add(id, [line(VARIANT.briefBlackM)]);
    const second = await add(id, [line(VARIANT.briefBlackM)]);
    expect(second.status).toBe(200);
    expect(second.checkout?.lines).toHaveLength(1);
    expect(second.checkout?.quantity).toBe(2);
    expect(second.checkout?.subtotalPrice.gross.amount).toBe(57.6);
  });

  it('adds the variants of several chosen add-ons in one request, each a line priced by the server', async () => {
    const id = await newCheckoutId();
    const result = await add(id, [line(VARIANT.kitMagnesium30), line(VARIANT.kitVitaminD30)]);
    expect(result.status).toBe(200);
    // One request: the order between its lines is the server's own.
    expect(result.checkout?.lines.map((each) => each.variant.id).sort()).toEqual(
      [VARIANT.kitMagnesium30, VARIANT.kitVitaminD30].sort(),
    );
    expect(result.checkout?.quantity).toBe(2);
    expect(result.checkout?.subtotalPrice.gross.amount).toBe(21);
  });

  it('answers INSUFFICIENT_STOCK with the quantity left when more is asked than is in stock', async () => {
    const { checkout } = await create([line(VARIANT.briefBlackM)]);
    const id = checkout?.id ?? '';
    const { rows } = await server.app.db.query<{ stock: number }>(
      'select stock from shop_variants where id = $1',
      [VARIANT.briefBlackM],
    );
    const tooMany = await add(id, [line(VARIANT.briefBlackM, rows[0]!.stock)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.errors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity' });
    expect(tooMany.errors[0]?.quantity_available).toBeLessThan(rows[0]!.stock);
    const cart = await server.post(SHOP_PATHS.cartItems, { id });
    expect(cart.json<{ checkout: Checkout }>().checkout.quantity).toBe(1);
  });

  it('lets one cart hold only half of a scarce variant: the limited brief in L (2 left) goes one to a cart', async () => {
    const id = await newCheckoutId();
    expect((await add(id, [line(VARIANT.limitedL)])).status).toBe(200);
    const second = await add(id, [line(VARIANT.limitedL)]);
    expect(second.status).toBe(409);
    expect(second.errors[0]).toMatchObject({
      code: 'LIMIT_PER_CART',
      field: 'quantity',
      quantity_available: 0,
      message: 'Only 1 of Stud Limited Edition Brief (L / Red) can be in one cart: few are left.',
    });
    // The other unit stays on sale for the next shopper.
    const other = await newCheckoutId();
    expect((await add(other, [line(VARIANT.limitedL)])).status).toBe(200);
  });

  it('lets an anonymous cart hold stock for 2 hours, a cart with an email for 24', async () => {
    const held = async () =>
      (
        await server.app.db.query<{ held: number }>(`select (${heldOfVariantSql('$1', null)}) as held`, [
          VARIANT.guide,
        ])
      ).rows[0]!.held;
    const before = await held();
    const { checkout } = await create([line(VARIANT.guide)]);
    expect(await held()).toBe(before + 1);
    const threeHoursAgo = "now() - interval '3 hours'";
    await server.app.db.query(`update checkouts set updated_at = ${threeHoursAgo} where id = $1`, [
      checkout?.id,
    ]);
    expect(await held()).toBe(before);
    await server.app.db.query(`update checkouts set email = 'shopper@example.com' where id = $1`, [
      checkout?.id,
    ]);
    expect(await held()).toBe(before + 1);
  });

  it('refuses a sold-out variant', async () => {
    const result = await create([line(VARIANT.briefGreyXxs)]);
    expect(result.status).toBe(409);
    expect(result.errors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', quantity_available: 0 });
  });

  it('lets only one of two carts adding the last item at the same time have it', async () => {
    const [first, second] = await Promise.all([newCheckoutId(), newCheckoutId()]);
    const results = await Promise.all([
      add(first, [line(VARIANT.limitedM)]),
      add(second, [line(VARIANT.limitedM)]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const { rows } = await server.app.db.query<{ held: number }>(
      'select coalesce(sum(quantity), 0)::int as held from checkout_lines where variant_id = $1',
      [VARIANT.limitedM],
    );
    expect(rows[0]?.held).toBe(1);
  });

  it('adds every one of many concurrent adds to one checkout: the quantities add up exactly', async () => {
    const id = await newCheckoutId();
    const adds = 24;
    const results = await Promise.all(
      Array.from({ length: adds }, (_, index) =>
        // Two lines a request, in either order, so the adds also cross on the variant locks.
        add(
          id,
          index % 2
            ? [line(VARIANT.guide), line(VARIANT.videos)]
            : [line(VARIANT.videos), line(VARIANT.guide)],
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: adds }, () => 200));
    const cart = (await server.post(SHOP_PATHS.cartItems, { id })).json<{ checkout: Checkout }>().checkout;
    const quantities = Object.fromEntries(
      cart.lines.map((cartLine) => [cartLine.variant.id, cartLine.quantity]),
    );
    expect(quantities).toEqual({ [VARIANT.videos]: adds, [VARIANT.guide]: adds });
    expect(cart.quantity).toBe(2 * adds);
    await server.post(SHOP_PATHS.removeFromCart, { id, lineIds: cart.lines.map((cartLine) => cartLine.id) });
  });

  it('drops only the cached answers that show the stock a cart change moved', async () => {
    const detail = async (productId: string) =>
      (await server.post(SHOP_PATHS.productsDetail(productId))).json<{
        name: string;
        variants: { id: string; quantity: number }[];
      }>();
    const catalogue = async () =>
      (await server.get(`${SHOP_PATHS.productsCatalogue}?category_id=${CATEGORY.studShop}`)).json<
        { id: string; title: string }[]
      >();
    const before = await detail(PRODUCT.brief.id);
    const stockBefore = before.variants.find((variant) => variant.id === VARIANT.briefBlackM)?.quantity;
    const guideName = (await detail(PRODUCT.guide.id)).name;
    const cards = await catalogue();
    // Renamed behind the cache's back: an answer still cached shows the old name.
    await server.app.db.query("update shop_products set name = name || ' (renamed)'");
    try {
      const id = await newCheckoutId();
      expect((await add(id, [line(VARIANT.briefBlackM)])).status).toBe(200);

      const after = await detail(PRODUCT.brief.id);
      expect(after.variants.find((variant) => variant.id === VARIANT.briefBlackM)?.quantity).toBe(
        (stockBefore ?? 0) - 1,
      );
      expect(after.name).toBe(`${before.name} (renamed)`);
      // Another product's page and the catalogue do not show that stock: still served from memory.
      expect((await detail(PRODUCT.guide.id)).name).toBe(guideName);
      expect(await catalogue()).toEqual(cards);
      const cart = (await server.post(SHOP_PATHS.cartItems, { id })).json<{ checkout: Checkout }>().checkout;
      await server.post(SHOP_PATHS.removeFromCart, {
        id,
        lineIds: cart.lines.map((cartLine) => cartLine.id),
      });
    } finally {
      await server.app.db.query("update shop_products set name = replace(name, ' (renamed)', '')");
    }
  });

  it('shows stock held by carts as gone on the product page at once', async () => {
    const product = await server.post(SHOP_PATHS.productsDetail(PRODUCT.limited.id));
    const variant = product
      .json<{ variants: { id: string; quantity: number }[] }>()
      .variants.find((candidate) => candidate.id === VARIANT.limitedM);
    expect(variant?.quantity).toBe(0);
  });

  it('changes a line quantity within the stock, and refuses more than the stock', async () => {
    const { checkout } = await create([line(VARIANT.briefBlackM)]);
    const lineId = checkout?.lines[0]?.id ?? '';
    const raised = await server.post(SHOP_PATHS.updateOfCart, {
      id: checkout?.id,
      lines: [{ lineId, quantity: 3 }],
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<{ checkoutLinesUpdate: Payload }>().checkoutLinesUpdate.checkout?.quantity).toBe(3);
    const tooMany = await server.post(SHOP_PATHS.updateOfCart, {
      id: checkout?.id,
      lines: [{ lineId, quantity: 999 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ checkoutLinesUpdate: Payload }>().checkoutLinesUpdate.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
  });

  it('removes a line, and the last removal leaves an empty checkout', async () => {
    const { checkout } = await create([line(VARIANT.guide)]);
    const response = await server.post(SHOP_PATHS.removeFromCart, {
      id: checkout?.id,
      lineIds: [checkout?.lines[0]?.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ checkoutLinesDelete: Payload }>().checkoutLinesDelete.checkout).toMatchObject({
      quantity: 0,
      lines: [],
    });
  });

  it('answers 404 NOT_FOUND for an unknown or malformed checkout id, so the client can start a new one', async () => {
    for (const id of ['2b1e4a0e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const cart = await server.post(SHOP_PATHS.cartItems, { id });
      expect(cart.statusCode).toBe(404);
      expect(cart.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Checkout not found.' });
      const added = await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)] });
      expect(added.statusCode).toBe(404);
      expect(added.json()).toMatchObject({
        code: 'NOT_FOUND',
        checkoutLinesAdd: { checkout: null, errors: [{ field: 'id', code: 'NOT_FOUND' }] },
      });
    }
  });

  it('answers 400 for bad bodies and unknown variants or lines, and changes nothing', async () => {
    const id = await newCheckoutId();
    const before = await countLines(server.app);
    const bad: [string, unknown][] = [
      [SHOP_PATHS.addToCart, { id, lines: [] }],
      [SHOP_PATHS.addToCart, { id, lines: [{ variantId: VARIANT.guide, quantity: 0 }] }],
      [SHOP_PATHS.addToCart, { id, lines: [{ variantId: VARIANT.guide, quantity: '1' }] }],
      [SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide), line('UHJvZHVjdFZhcmlhbnQ6bm9uZQ')] }],
      [SHOP_PATHS.addToCart, { id, lines: [line('bad id!')] }],
      [SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)], extra: 1 }],
      [SHOP_PATHS.addToCart, 'not json'],
      [SHOP_PATHS.updateOfCart, { id, lines: [{ lineId: 'nope', quantity: 1 }] }],
      [
        SHOP_PATHS.updateOfCart,
        { id, lines: [{ lineId: '2b1e4a0e-0000-4000-8000-000000000000', quantity: -1 }] },
      ],
      [SHOP_PATHS.removeFromCart, { id, lineIds: ['2b1e4a0e-0000-4000-8000-000000000000'] }],
      [SHOP_PATHS.createCheckout, { input: { lines: [line(VARIANT.guide)] } }],
      [SHOP_PATHS.createCheckout, { input: { lines: [], channel: 'default-channel', email: 'no-at-sign' } }],
      [SHOP_PATHS.cartItems, {}],
    ];
    for (const [url, payload] of bad) {
      const response = await server.post(url, payload as string, { 'content-type': 'application/json' });
      expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status: 400 });
      expect(response.json()).toHaveProperty('detail');
    }
    expect(await countLines(server.app)).toBe(before);
  });
});
