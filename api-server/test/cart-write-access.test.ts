import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { line } from './support/checkout-flow';
import {
  bearer,
  CHECKOUT_SECRET,
  CUSTOMER,
  describeOnEachDatabase,
  EDITOR,
  login,
  RELAXED_SUBMISSION_LIMITS,
  type TestServer,
} from './support/test-app';

// The cart writes check who may use the checkout themselves, in their one statement on
// PostgreSQL (cart_change_alone, docs/adr/0161-cart-writes-prepared-and-async.md) and by the
// guard's read on PGlite: the answers are the guard's, a stranger changes nothing, and a
// stranger naming a cart spends only their own budget of changes to it.

const CHANGES_PER_CART = 3;
const NOT_FOUND_ERRORS = [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }];

async function guestCart(server: TestServer): Promise<{ id: string; secret: string; lineId: string }> {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
  });
  expect(created.statusCode).toBe(200);
  const body = created.json<{
    checkoutCreate: { checkout: { id: string; lines: { id: string }[] }; checkoutSecret: string };
  }>();
  const lineId = body.checkoutCreate.checkout.lines[0]?.id ?? '';
  return { id: body.checkoutCreate.checkout.id, secret: body.checkoutCreate.checkoutSecret, lineId };
}

async function quantityOf(server: TestServer, id: string): Promise<number> {
  const { rows } = await server.app.db.query<{ quantity: number }>(
    'select coalesce(sum(quantity), 0)::int as quantity from checkout_lines where checkout_id = $1',
    [id],
  );
  return rows[0]?.quantity ?? 0;
}

async function ownerOf(server: TestServer, id: string): Promise<string | null> {
  const { rows } = await server.app.db.query<{ user_id: string | null }>(
    'select user_id from checkouts where id = $1',
    [id],
  );
  return rows[0]?.user_id ?? null;
}

describeOnEachDatabase(
  'cart writes and who may make them',
  (server) => {
    it("answers a guest cart's writes without its secret with the guard's 404, changing nothing", async () => {
      const { id, lineId } = await guestCart(server);
      const stranger = bearer((await login(server.app, EDITOR)).access);
      for (const headers of [{ [CHECKOUT_SECRET]: '' }, { [CHECKOUT_SECRET]: 'not-the-secret' }, stranger]) {
        const calls = [
          ['checkoutLinesAdd', SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)] }],
          ['checkoutLinesUpdate', SHOP_PATHS.updateOfCart, { id, lines: [{ lineId, quantity: 3 }] }],
          ['checkoutLinesDelete', SHOP_PATHS.removeFromCart, { id, lineIds: [lineId] }],
        ] as const;
        for (const [mutation, path, body] of calls) {
          const response = await server.post(path, body, { [CHECKOUT_SECRET]: '', ...headers });
          expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
            status: 404,
            body: {
              detail: 'Checkout not found.',
              code: 'NOT_FOUND',
              [mutation]: { checkout: null, errors: NOT_FOUND_ERRORS },
            },
          });
        }
      }
      expect(await quantityOf(server, id)).toBe(1);
    });

    it("asks for a fresh token (401) when a signed-in shopper's cart is written with a stale one", async () => {
      const owner = bearer((await login(server.app, CUSTOMER)).access);
      const created = await server.post(
        SHOP_PATHS.createCheckout,
        { input: { lines: [], channel: 'default-channel' } },
        owner,
      );
      const id = created.json<{ checkoutCreate: { checkout: { id: string } } }>().checkoutCreate.checkout.id;
      const stale = await server.post(
        SHOP_PATHS.addToCart,
        { id, lines: [line(VARIANT.guide)] },
        { authorization: 'Bearer expired.token.here' },
      );
      expect(stale.statusCode).toBe(401);
      expect(stale.headers['www-authenticate']).toBe('Bearer');
      expect(stale.json()).toEqual({ detail: 'Access token is invalid or expired.' });
      expect(
        (await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)] }, owner)).statusCode,
      ).toBe(200);
      expect(await quantityOf(server, id)).toBe(1);
    });

    it('gives a guest cart to the signed-in shopper who adds to it with its secret; the secret alone then opens nothing', async () => {
      const { id, secret } = await guestCart(server);
      const shopper = await login(server.app, CUSTOMER);
      const added = await server.post(
        SHOP_PATHS.addToCart,
        { id, lines: [line(VARIANT.guide)] },
        { ...bearer(shopper.access), [CHECKOUT_SECRET]: secret },
      );
      expect(added.statusCode).toBe(200);
      expect(await ownerOf(server, id)).not.toBeNull();
      const guest = await server.post(
        SHOP_PATHS.addToCart,
        { id, lines: [line(VARIANT.guide)] },
        { [CHECKOUT_SECRET]: secret },
      );
      expect(guest.statusCode).toBe(404);
      expect(await quantityOf(server, id)).toBe(2);
    });

    it("lets a stranger naming a cart spend only their own budget of changes to it, never its holder's", async () => {
      const { id, secret } = await guestCart(server);
      for (let i = 0; i < CHANGES_PER_CART + 1; i += 1) {
        const refused = await server.post(
          SHOP_PATHS.addToCart,
          { id, lines: [line(VARIANT.guide)] },
          { [CHECKOUT_SECRET]: 'not-the-secret' },
        );
        expect(refused.statusCode).toBe(i < CHANGES_PER_CART ? 404 : 429);
      }
      for (let i = 0; i < CHANGES_PER_CART; i += 1) {
        const added = await server.post(
          SHOP_PATHS.addToCart,
          { id, lines: [line(VARIANT.guide)] },
          { [CHECKOUT_SECRET]: secret },
        );
        expect(added.statusCode).toBe(200);
      }
      const over = await server.post(
        SHOP_PATHS.addToCart,
        { id, lines: [line(VARIANT.guide)] },
        { [CHECKOUT_SECRET]: secret },
      );
      expect(over.statusCode).toBe(429);
      expect(await quantityOf(server, id)).toBe(1 + CHANGES_PER_CART);
    });
  },
  { submissionLimits: { ...RELAXED_SUBMISSION_LIMITS, cartChangesPerCart: CHANGES_PER_CART } },
);
