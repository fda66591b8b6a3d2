import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import { bearer, CUSTOMER, describeOnEachDatabase, EDITOR, login, type TestServer } from './support/test-app';

// What the API guarantees around paying and completing, beyond the endpoints'
// own tests (checkout-payments.test.ts): no second charge from a second tab, no payment for what
// cannot be sent, a refund when the stock ran out after paying, and no order visible to others.

interface Payment {
  id: string;
  status: string;
  amount: { amount: number };
}
interface Errors {
  errors: { field: string | null; code: string; message: string }[];
}

const line = (variantId: string, quantity = 1) => ({ variantId, quantity });

async function scalar(app: FastifyInstance, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.db.query<{ value: number }>(sql, params);
  return rows[0]?.value ?? -1;
}
const stockOf = (app: FastifyInstance, variantId: string) =>
  scalar(app, 'select stock as value from shop_variants where id = $1', [variantId]);
const paymentsOf = (app: FastifyInstance, checkoutId: string) =>
  scalar(app, 'select count(*)::int as value from payments where checkout_id = $1', [checkoutId]);
const ordersOf = (app: FastifyInstance, checkoutId: string) =>
  scalar(app, 'select count(*)::int as value from orders where checkout_id = $1', [checkoutId]);

/** Lets a cart's hold on its units lapse, as if it was left alone for longer than the hold. */
async function leaveAlone(app: FastifyInstance, checkoutId: string): Promise<void> {
  await app.db.query("update checkouts set updated_at = now() - interval '25 hours' where id = $1", [
    checkoutId,
  ]);
}

async function readyCheckout(
  server: TestServer,
  lines = [line(VARIANT.briefBlackM)],
  headers = {},
  address = US_ADDRESS,
) {
  const created = await server.post(
    SHOP_PATHS.createCheckout,
    { input: { lines, channel: 'default-channel' } },
    headers,
  );
  expect(created.statusCode).toBe(200);
  const id = created.json<{ checkoutCreate: { checkout: { id: string } } }>().checkoutCreate.checkout.id;
  expect((await server.post(P.shippingDetails, { id, address }, headers)).statusCode).toBe(200);
  expect(
    (await server.post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' }, headers))
      .statusCode,
  ).toBe(200);
  return id;
}

async function createPayment(server: TestServer, id: string, key = randomUUID(), headers = {}) {
  return server.post(P.createPayment, { id, gateway: 'stripe', idempotency_key: key }, headers);
}

async function pay(server: TestServer, id: string, headers = {}): Promise<Payment> {
  const created = await createPayment(server, id, undefined, headers);
  expect(created.statusCode).toBe(200);
  const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
  const verified = await server.post(
    P.verifyPayment,
    { id, payment_id: payment.id, token: TEST_CARDS.succeeds },
    headers,
  );
  expect(verified.statusCode).toBe(200);
  return payment;
}

const complete = (server: TestServer, id: string, headers = {}, receipt?: string) =>
  server.post(P.checkoutOrderDetails, receipt ? { id, receipt_token: receipt } : { id }, headers);

interface Status {
  status: string;
  order: { number: string; total: { amount: number } } | null;
}
const statusOf = async (server: TestServer, id: string, headers = {}, receipt?: string) =>
  (
    await server.post(
      P.checkoutStatus,
      receipt ? { checkout_id: id, receipt_token: receipt } : { checkout_id: id },
      headers,
    )
  ).json<Status>();

describeOnEachDatabase('paying once', (server) => {
  it('answers a new attempt on a paid checkout (a second tab) with the paid one: no second charge', async () => {
    const id = await readyCheckout(server);
    const paid = await pay(server, id);
    const again = await createPayment(server, id);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment).toMatchObject({
      id: paid.id,
      status: 'succeeded',
    });
    expect(await paymentsOf(server.app, id)).toBe(1);
  });

  it('makes one attempt for concurrent create-payment calls with the same key', async () => {
    const id = await readyCheckout(server);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createPayment(server, id, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = answers.map(
      (answer) => answer.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment.id,
    );
    expect(new Set(ids).size).toBe(1);
    expect(await paymentsOf(server.app, id)).toBe(1);
  });

  it('settles an attempt once when it is verified twice at the same time', async () => {
    const id = await readyCheckout(server);
    const created = await createPayment(server, id);
    const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
    const [first, second] = await Promise.all([
      server.post(P.verifyPayment, { id, payment_id: payment.id, token: TEST_CARDS.succeeds }),
      server.post(P.verifyPayment, { id, payment_id: payment.id, token: TEST_CARDS.declined }),
    ]);
    // Whichever came first settled it; the other got that same result.
    expect(first?.json()).toEqual(second?.json());
  });
});

describeOnEachDatabase('stock and payments', (server) => {
  it('refuses to take a payment for units another cart now holds, and records no attempt', async () => {
    const early = await readyCheckout(server, [line(VARIANT.limitedM)]);
    await leaveAlone(server.app, early);
    await readyCheckout(server, [line(VARIANT.limitedM)]);

    const refused = await createPayment(server, early);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ paymentCreate: Errors }>().paymentCreate.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stud Limited Edition Brief (M / Red) is out of stock.',
    });
    expect(await paymentsOf(server.app, early)).toBe(0);
  });

  it('refunds a paid checkout whose stock ran out before completion, makes no order and keeps the cart', async () => {
    // The last unit of the limited brief in L (a scarce variant goes one to a cart anyway).
    await server.app.db.query('update shop_variants set stock = 1 where id = $1', [VARIANT.limitedL]);
    // Two lines, so the test also shows that nothing of the first line's stock was taken.
    const early = await readyCheckout(server, [line(VARIANT.briefBlackM), line(VARIANT.limitedL)]);
    const briefStock = await stockOf(server.app, VARIANT.briefBlackM);
    const payment = await pay(server, early);
    // Meanwhile its hold lapsed and another shopper bought the unit.
    await leaveAlone(server.app, early);
    const late = await readyCheckout(server, [line(VARIANT.limitedL)]);
    await pay(server, late);
    expect((await complete(server, late)).statusCode).toBe(200);

    const refused = await complete(server, early);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ checkoutComplete: Errors & { confirmationData: string } }>().checkoutComplete;
    expect(body.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stud Limited Edition Brief (L / Red) is out of stock. Your payment was refunded.',
    });
    expect(JSON.parse(body.confirmationData)).toEqual(body.errors);
    expect(await ordersOf(server.app, early)).toBe(0);
    expect(await stockOf(server.app, VARIANT.limitedL)).toBe(0);
    expect(await stockOf(server.app, VARIANT.briefBlackM)).toBe(briefStock);

    const status = (await server.post(P.checkoutStatus, { checkout_id: early })).json<{
      status: string;
      payment: Payment & { message: string };
    }>();
    expect(status).toMatchObject({
      status: 'open',
      payment: {
        id: payment.id,
        status: 'refunded',
        message: 'Stud Limited Edition Brief (L / Red) is out of stock.',
      },
    });
    // Completing again does not refund twice or make an order: the checkout is simply unpaid now.
    const again = await complete(server, early);
    expect(again.json<{ checkoutComplete: Errors }>().checkoutComplete.errors[0]?.code).toBe(
      'CHECKOUT_NOT_FULLY_PAID',
    );
  });

  it('charges the server total whatever the client sends, and the order keeps it', async () => {
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
    const created = await server.post(P.createPayment, {
      id,
      gateway: 'stripe',
      idempotency_key: randomUUID(),
      amount: 1,
    });
    const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
    expect(payment.amount.amount).toBe(57.6);
    await server.post(P.verifyPayment, { id, payment_id: payment.id, token: TEST_CARDS.succeeds });
    expect((await complete(server, id)).statusCode).toBe(200);
    const { rows } = await server.app.db.query<{ total_cents: number }>(
      'select total_cents from orders where checkout_id = $1',
      [id],
    );
    expect(rows[0]?.total_cents).toBe(5760);
  });
});

describeOnEachDatabase("a guest's order", (server) => {
  it('is in no user’s order list, even when the same email signs in later', async () => {
    const tokens = await login(server.app);
    // The guest gives the customer's email address, then the customer signs in.
    const guest = await readyCheckout(
      server,
      [line(VARIANT.briefBlackM)],
      {},
      { ...US_ADDRESS, email: CUSTOMER.email },
    );
    await pay(server, guest);
    expect((await complete(server, guest)).statusCode).toBe(200);
    const { rows } = await server.app.db.query<{ user_id: string | null }>(
      'select user_id from orders where checkout_id = $1',
      [guest],
    );
    expect(rows[0]?.user_id).toBeNull();
    const list = (await server.get(P.orderList, bearer(tokens.access))).json<{ count: number }>();
    expect(list.count).toBe(0);
  });

  it('is completed for the signed-in shopper who pays a guest cart, and then in their list only', async () => {
    const tokens = await login(server.app);
    const id = await readyCheckout(server);
    await pay(server, id);
    expect((await complete(server, id, bearer(tokens.access))).statusCode).toBe(200);
    const list = (await server.get(P.orderList, bearer(tokens.access))).json<{ count: number }>();
    expect(list.count).toBe(1);
  });
});

describeOnEachDatabase('who sees a completed order (the thank-you page)', (server) => {
  it("shows a guest's order only with the receipt token the paying browser sent, not to others holding the checkout id", async () => {
    const id = await readyCheckout(server);
    await pay(server, id);
    const receipt = randomUUID();
    const made = await complete(server, id, {}, receipt);
    expect(made.statusCode).toBe(200);
    const number = made.json<{ checkoutComplete: { order: { number: string } } }>().checkoutComplete.order
      .number;

    // The browser that paid: the order, on every reload.
    expect(await statusOf(server, id, {}, receipt)).toMatchObject({
      status: 'completed',
      order: { number, total: { amount: 28.8 } },
    });
    // Anyone else with the id (a shared thank-you link): completed, but no order; another token
    // or a signed-in stranger does no better.
    expect(await statusOf(server, id)).toMatchObject({ status: 'completed', order: null });
    expect(await statusOf(server, id, {}, randomUUID())).toMatchObject({ order: null });
    const stranger = await login(server.app);
    expect(await statusOf(server, id, bearer(stranger.access))).toMatchObject({ order: null });

    // Completing again is no way around it: 403, and nothing else is made.
    const again = await complete(server, id);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ checkoutComplete: Errors }>().checkoutComplete.errors[0]?.code).toBe(
      'PERMISSION_DENIED',
    );
    expect(again.body).not.toContain('Stud Support Brief');
    expect((await complete(server, id, {}, receipt)).statusCode).toBe(200);
    expect(await ordersOf(server.app, id)).toBe(1);
    const { rows } = await server.app.db.query<{ receipt_token_hash: string }>(
      'select receipt_token_hash from orders where checkout_id = $1',
      [id],
    );
    expect(rows[0]?.receipt_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.receipt_token_hash).not.toContain(receipt);
  });

  it("shows a signed-in customer's order to that customer only", async () => {
    const customer = await login(server.app);
    const editor = await login(server.app, EDITOR);
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM)], bearer(customer.access));
    await pay(server, id, bearer(customer.access));
    expect((await complete(server, id, bearer(customer.access))).statusCode).toBe(200);

    expect((await statusOf(server, id, bearer(customer.access))).order).not.toBeNull();
    expect((await complete(server, id, bearer(customer.access))).statusCode).toBe(200);
    expect((await statusOf(server, id, bearer(editor.access))).order).toBeNull();
    expect((await complete(server, id, bearer(editor.access))).statusCode).toBe(403);
    expect((await statusOf(server, id)).order).toBeNull();
  });

  it('refuses a malformed receipt token with 400', async () => {
    const id = await readyCheckout(server);
    for (const receipt_token of ['short', 'x'.repeat(129), 'a'.repeat(31) + '!', 42]) {
      expect((await server.post(P.checkoutStatus, { checkout_id: id, receipt_token })).statusCode).toBe(400);
      expect((await server.post(P.checkoutOrderDetails, { id, receipt_token })).statusCode).toBe(400);
    }
  });
});
