import { randomUUID } from 'node:crypto';
import type { ApiConfig } from '../src/config';
import { readyCheckout } from './support/checkout-flow';
import { startFakeProviders, type FakeProviders } from './support/fake-payment-providers';
import { CHECKOUT_PATHS as P } from './support/spec-checkout';
import { describeOnEachDatabase } from './support/test-app';

// A payment provider that takes its time must hold up only the checkout being paid: PGlite has
// one connection, so a provider call made inside a transaction would stall every request of the
// API for up to PAYMENT_TIMEOUT_MS. Stripe is faked on loopback (checkout-real-gateways.test.ts).

let fake: FakeProviders;
// Filled in before the app is built (describeOnEachDatabase reads it in its beforeAll).
const overrides: Partial<ApiConfig> = {};

beforeAll(async () => {
  fake = await startFakeProviders();
  overrides.payments = {
    // Far longer than the other request needs: while the held call is open, only a request that
    // waits for it could fail to answer.
    timeoutMs: 10_000,
    stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiUrl: fake.url },
  };
});
afterAll(() => fake.close());

describeOnEachDatabase(
  'a slow payment provider',
  (server) => {
    it("answers another shopper's request while a provider call is still open", async () => {
      const other = await readyCheckout(server);
      const id = await readyCheckout(server);
      fake.failNext(1, { kind: 'hang' });
      const arrived = fake.nextArrival('POST /v1/payment_intents');
      const paying = server.post(P.createPayment, { id, gateway: 'stripe', idempotency_key: randomUUID() });
      await arrived;

      const status = await server.post(P.checkoutStatus, { checkout_id: other });
      expect(status.statusCode).toBe(200);
      // Stripe has not answered yet: the other shopper did not wait for it.
      expect(fake.openHangs()).toBe(1);

      // The held call fails; the Stripe client retries it once, with the same idempotency key.
      fake.dropHangs();
      const paid = await paying;
      expect(paid.statusCode).toBe(200);
      expect(
        paid.json<{ paymentCreate: { payment: { status: string } } }>().paymentCreate.payment.status,
      ).toBe('pending');
    });

    it('makes one attempt of two Pay clicks with one key while Stripe is slow: the second waits its turn', async () => {
      const id = await readyCheckout(server);
      const key = randomUUID();
      fake.failNext(1, { kind: 'hang' });
      const arrived = fake.nextArrival('POST /v1/payment_intents');
      const first = server.post(P.createPayment, { id, gateway: 'stripe', idempotency_key: key });
      await arrived;
      const second = server.post(P.createPayment, { id, gateway: 'stripe', idempotency_key: key });
      fake.dropHangs();
      const answers = await Promise.all([first, second]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const ids = answers.map(
        (answer) => answer.json<{ paymentCreate: { payment: { id: string } } }>().paymentCreate.payment.id,
      );
      expect(ids[1]).toBe(ids[0]);
      const { rows } = await server.app.db.query<{ count: number }>(
        'select count(*)::int as count from payments where checkout_id = $1',
        [id],
      );
      expect(rows[0]?.count).toBe(1);
    });
  },
  overrides,
);
