import { randomUUID } from 'node:crypto';
import type { ApiConfig } from '../src/config';
import { startFakeProviders, type FakeProviders } from './support/fake-payment-providers';
import { SHOP_PATHS, VARIANT } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import { complete, line, orderOf, pay, readyCheckout, type Checkout } from './support/checkout-flow';
import { describeOnEachDatabase, type TestServer } from './support/test-app';

// One order, one capture: once a checkout is paid its total cannot move (every change that would
// is refused), and a change while an attempt is open voids that attempt first, at the provider
// too. A payment that can no longer make the order is given back, never kept beside another.

const CHECKOUT_PAID =
  'This cart has been paid for and can no longer be changed. Your order is being placed; to buy something else, start a new cart once it is done.';
const VOIDED =
  'Your cart changed while this payment was open, so it was stopped and nothing was charged. Please check your order and pay again.';

interface Row {
  id: string;
  status: string;
  amount_cents: number;
  message: string | null;
}

async function paymentsOf(server: TestServer, id: string): Promise<Row[]> {
  const { rows } = await server.app.db.query<Row>(
    'select id, status, amount_cents, message from payments where checkout_id = $1 order by created_at',
    [id],
  );
  return rows;
}

async function cartOf(server: TestServer, id: string): Promise<Checkout & { lines: { id: string }[] }> {
  return (await server.post(SHOP_PATHS.cartItems, { id })).json<{
    checkout: Checkout & { lines: { id: string }[] };
  }>().checkout;
}

const firstError = (response: { json: <T>() => T }) =>
  Object.values(response.json<Record<string, { errors?: { code: string; message: string }[] }>>()).find(
    (value) => value?.errors,
  )?.errors?.[0];

describeOnEachDatabase('a paid checkout keeps its total', (server) => {
  it('refuses every change that would move a paid total (409 CHECKOUT_PAID), then completes for what was paid', async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    const { payment, verified } = await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    expect(verified.statusCode).toBe(200);
    const lineId = (await cartOf(server, id)).lines[0]?.id ?? '';

    const changes: [string, object][] = [
      [SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.briefBlackM)] }],
      [SHOP_PATHS.updateOfCart, { id, lines: [{ lineId, quantity: 3 }] }],
      [SHOP_PATHS.removeFromCart, { id, lineIds: [lineId] }],
      [P.applyPromoCode, { id, promoCode: 'WELCOME10' }],
      [P.updateShippingMethod, { id, shippingMethodId: 'worldwide' }],
      [P.shippingDetails, { id, address: { ...US_ADDRESS, country: 'FR', country_area: 'FR-75' } }],
    ];
    for (const [path, body] of changes) {
      const refused = await server.post(path, body);
      expect({ path, status: refused.statusCode }).toEqual({ path, status: 409 });
      expect(firstError(refused)).toEqual({ field: 'id', code: 'CHECKOUT_PAID', message: CHECKOUT_PAID });
    }
    expect((await cartOf(server, id)).totalPrice.gross.amount).toBe(payment.amount.amount);

    const done = await complete(server, id);
    expect(done.statusCode).toBe(200);
    expect(JSON.parse(orderOf(done))).toMatchObject({ order: { total: { amount: payment.amount.amount } } });
    expect((await paymentsOf(server, id)).map((row) => row.status)).toEqual(['succeeded']);
  });

  it('lets Pay save the same address and method again on a paid checkout: nothing moves, so nothing is refused', async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    expect((await server.post(P.shippingDetails, { id, address: US_ADDRESS })).statusCode).toBe(200);
    expect(
      (await server.post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' })).statusCode,
    ).toBe(200);
    expect(
      (await server.post(P.shippingDetails, { id, address: { ...US_ADDRESS, city: 'Albany' } })).statusCode,
    ).toBe(409);
    expect((await complete(server, id)).statusCode).toBe(200);
  });

  it('voids an open attempt when the cart changes: it can no longer pay, and the new total is paid once', async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    const created = await server.post(P.createPayment, {
      id,
      gateway: 'stripe',
      idempotency_key: randomUUID(),
    });
    const open = created.json<{ paymentCreate: { payment: { id: string } } }>().paymentCreate.payment;

    const added = await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.briefBlackM)] });
    expect(added.statusCode).toBe(200);
    expect(await paymentsOf(server, id)).toEqual([
      expect.objectContaining({ id: open.id, status: 'cancelled', message: VOIDED }),
    ]);
    // The card form still open in the tab that began it cannot pay the old total any more.
    const late = await server.post(P.verifyPayment, { id, payment_id: open.id, token: TEST_CARDS.succeeds });
    expect(late.statusCode).toBe(409);
    expect(firstError(late)).toMatchObject({ code: 'PAYMENT_CANCELLED', message: VOIDED });

    const total = (await cartOf(server, id)).totalPrice.gross.amount;
    const { payment, verified } = await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    expect(verified.statusCode).toBe(200);
    expect(payment.amount.amount).toBe(total);
    const done = await complete(server, id);
    expect(done.statusCode).toBe(200);
    expect(JSON.parse(orderOf(done))).toMatchObject({ order: { total: { amount: total } } });
    const rows = await paymentsOf(server, id);
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('gives back a payment made for a total the checkout no longer has, instead of asking for a second one', async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    // The price moved after the payment (the catalogue changed): the paid amount is not the total.
    await server.app.db.query('update shop_variants set price_cents = price_cents + 100 where id = $1', [
      VARIANT.guide,
    ]);
    try {
      const refused = await complete(server, id);
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused)).toMatchObject({ code: 'CHECKOUT_TOTAL_CHANGED' });
      expect((await paymentsOf(server, id)).map((row) => row.status)).toEqual(['refunded']);
      // Unfrozen: the shopper may change the cart and pay the new total.
      expect((await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)] })).statusCode).toBe(
        200,
      );
    } finally {
      await server.app.db.query('update shop_variants set price_cents = price_cents - 100 where id = $1', [
        VARIANT.guide,
      ]);
    }
  });
});

let fake: FakeProviders;
const overrides: Partial<ApiConfig> = {};
beforeAll(async () => {
  fake = await startFakeProviders();
  overrides.payments = {
    timeoutMs: 400,
    stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiUrl: fake.url },
  };
});
afterAll(() => fake.close());

describeOnEachDatabase(
  'a change voids an open real payment at the provider',
  (server) => {
    it('cancels the open PaymentIntent at Stripe, so Stripe.js can no longer charge the old total', async () => {
      const id = await readyCheckout(server, [line(VARIANT.guide)]);
      const created = await server.post(P.createPayment, {
        id,
        gateway: 'stripe',
        idempotency_key: randomUUID(),
      });
      expect(created.statusCode).toBe(200);
      const [intent] = [...fake.stripe.intents.values()].slice(-1);
      expect(intent?.status).toBe('requires_payment_method');

      expect(
        (await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.briefBlackM)] })).statusCode,
      ).toBe(200);
      expect(intent?.status).toBe('canceled');
      expect((await paymentsOf(server, id)).map((row) => row.status)).toEqual(['cancelled']);
    });

    it('freezes the cart when Stripe says the open attempt was paid after all (an answer lost on the way)', async () => {
      const id = await readyCheckout(server, [line(VARIANT.guide)]);
      await server.post(P.createPayment, { id, gateway: 'stripe', idempotency_key: randomUUID() });
      const [intent] = [...fake.stripe.intents.values()].slice(-1);
      fake.stripe.pay(intent?.id ?? '');

      const refused = await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.briefBlackM)] });
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused)).toMatchObject({ code: 'CHECKOUT_PAID' });
      expect((await paymentsOf(server, id)).map((row) => row.status)).toEqual(['succeeded']);
      expect((await complete(server, id)).statusCode).toBe(200);
    });
  },
  overrides,
);
