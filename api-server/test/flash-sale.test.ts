import type { FastifyInstance } from 'fastify';
import type { CheckoutError } from '../src/contracts';
import { openServerGroup, type ServerGroup } from './support/server-group';
import { SHOP_PATHS, VARIANT } from './support/spec-shop';
import { CHECKOUT_SECRET } from './support/test-app';
import { testDrivers } from './support/test-databases';

// A flash sale: 200 shoppers race for the last 50 units of a variant, through two API servers on
// one PostgreSQL (one server on PGlite, whose folder belongs to one process). A unit in an open
// cart is held: no one else can put it in theirs (docs/product.md §4, shop/stock-holds.ts), so
// selling here is holding. Exactly 50 are held, each shopper gets a 200 with their unit or a 409
// saying the variant is out of stock, and nobody gets a 5xx (docs/adr/0160).
const SHOPPERS = 200;
const LEFT = 50;
/** Stud Support Brief, M, black: 60 in stock at the seed, set to the last 50 here. */
const VARIANT_ID = VARIANT.briefBlackM;
const SOLD_OUT = 'Stud Support Brief (M / Black) is out of stock.';

interface AddAnswer {
  checkoutLinesAdd: { checkout: { quantity: number } | null; errors: CheckoutError[] };
}

describe.each(testDrivers)('a flash sale on $name', (driver) => {
  let group: ServerGroup;
  const serverOf = (shopper: number): FastifyInstance => group.apps[shopper % group.apps.length]!;

  beforeAll(async () => {
    group = await openServerGroup(driver, 2);
    const [first] = group.apps;
    await first!.db.query('update shop_variants set stock = $2 where id = $1', [VARIANT_ID, LEFT]);
  }, 90_000);

  afterAll(() => group?.close());

  it(`holds exactly ${LEFT} units for ${SHOPPERS} shoppers racing on every server, and tells the others it is sold out`, async () => {
    const carts = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        const created = await serverOf(shopper).inject({
          method: 'POST',
          url: SHOP_PATHS.createCheckout,
          payload: {
            input: { lines: [], channel: 'default-channel', email: `shopper${shopper}@example.com` },
          },
        });
        expect(created.statusCode).toBe(200);
        const { checkout, checkoutSecret } = created.json<{
          checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
        }>().checkoutCreate;
        return { id: checkout.id, secret: checkoutSecret };
      }),
    );

    const answers = await Promise.all(
      carts.map((cart, shopper) =>
        serverOf(shopper).inject({
          method: 'POST',
          url: SHOP_PATHS.addToCart,
          headers: { [CHECKOUT_SECRET]: cart.secret },
          payload: { id: cart.id, lines: [{ variantId: VARIANT_ID, quantity: 1 }] },
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LEFT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - LEFT);
    for (const answer of answers) {
      const { checkout, errors } = answer.json<AddAnswer>().checkoutLinesAdd;
      if (answer.statusCode === 200) {
        expect(checkout?.quantity).toBe(1);
        expect(errors).toEqual([]);
      } else {
        expect(errors).toEqual([
          expect.objectContaining({
            code: 'INSUFFICIENT_STOCK',
            message: SOLD_OUT,
            quantity_available: 0,
          }),
        ]);
      }
    }

    // What the database holds, whatever any server's cache shows.
    const { rows } = await group.apps[0]!.db.query<{ held: number; carts: number }>(
      `select coalesce(sum(l.quantity), 0)::int as held, count(distinct l.checkout_id)::int as carts
         from checkout_lines l join checkouts c on c.id = l.checkout_id
        where c.status = 'open' and l.variant_id = $1`,
      [VARIANT_ID],
    );
    expect(rows[0]).toEqual({ held: LEFT, carts: LEFT });
  });
});
