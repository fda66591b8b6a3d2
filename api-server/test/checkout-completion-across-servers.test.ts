import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { orderOf } from './support/checkout-flow';
import { openServerGroup, type ServerGroup } from './support/server-group';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import { SHOP_PATHS, VARIANT } from './support/spec-shop';
import { CHECKOUT_SECRET } from './support/test-app';
import { testDrivers } from './support/test-databases';

// The same paid checkout completed twice at once, through two API servers on one PostgreSQL (a
// shopper's second tab, or a retry that reached another server): both answers carry the same
// order and the database holds one (docs/adr/0120-api-servers-side-by-side.md). Runs when
// TEST_DATABASE_URL is set: two PGlite servers cannot share a database.
const postgres = testDrivers.find((driver) => driver.name === 'postgres');

if (postgres) {
  describe('completing one checkout through two servers at once', () => {
    let group: ServerGroup;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      group = await openServerGroup(postgres, 2);
      [a, b] = group.apps as [FastifyInstance, FastifyInstance];
    }, 90_000);

    afterAll(() => group?.close());

    /**
     * A guest's paid checkout, made through `app`, with what the buyer's browser keeps: the
     * checkout's secret and the receipt token it sends with every completion (docs/adr/0102).
     */
    async function paidCheckout(app: FastifyInstance) {
      const created = await app.inject({
        method: 'POST',
        url: SHOP_PATHS.createCheckout,
        payload: {
          input: { lines: [{ variantId: VARIANT.briefBlackM, quantity: 1 }], channel: 'default-channel' },
        },
      });
      expect(created.statusCode).toBe(200);
      const { checkout, checkoutSecret } = created.json<{
        checkoutCreate: { checkout: { id: string }; checkoutSecret: string };
      }>().checkoutCreate;
      const post = (url: string, payload: InjectOptions['payload']) =>
        app.inject({ method: 'POST', url, payload, headers: { [CHECKOUT_SECRET]: checkoutSecret } });
      const id = checkout.id;
      expect((await post(P.shippingDetails, { id, address: US_ADDRESS })).statusCode).toBe(200);
      expect(
        (await post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' })).statusCode,
      ).toBe(200);
      const attempt = await post(P.createPayment, { id, gateway: 'stripe', idempotency_key: randomUUID() });
      expect(attempt.statusCode).toBe(200);
      const payment = attempt.json<{ paymentCreate: { payment: { id: string } } }>().paymentCreate.payment;
      const verified = await post(P.verifyPayment, {
        id,
        payment_id: payment.id,
        token: TEST_CARDS.succeeds,
      });
      expect(verified.statusCode).toBe(200);
      return { id, secret: checkoutSecret, receipt: randomUUID() };
    }

    type Paid = Awaited<ReturnType<typeof paidCheckout>>;
    const complete = (app: FastifyInstance, { id, secret, receipt }: Paid) =>
      app.inject({
        method: 'POST',
        url: P.checkoutOrderDetails,
        payload: { id, receipt_token: receipt },
        headers: { [CHECKOUT_SECRET]: secret },
      });

    it('answers both completions with the same order and stores one', async () => {
      const checkout = await paidCheckout(a);
      const [throughA, throughB] = await Promise.all([complete(a, checkout), complete(b, checkout)]);
      expect(throughA.statusCode).toBe(200);
      expect(throughB.statusCode).toBe(200);
      expect(orderOf(throughB)).toEqual(orderOf(throughA));

      const { rows } = await a.db.query<{ orders: number }>(
        'select count(*)::int as orders from orders where checkout_id = $1',
        [checkout.id],
      );
      expect(rows[0]?.orders).toBe(1);
    });

    it('answers a completion through the other server afterwards with that same order', async () => {
      const checkout = await paidCheckout(b);
      const first = await complete(b, checkout);
      expect(first.statusCode).toBe(200);
      const again = await complete(a, checkout);
      expect(again.statusCode).toBe(200);
      expect(orderOf(again)).toEqual(orderOf(first));
    });
  });
}
