import { randomUUID } from 'node:crypto';
import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import { line, orderOf, pay, readyCheckout } from './support/checkout-flow';
import {
  bearer,
  CHECKOUT_SECRET,
  CUSTOMER,
  describeOnEachDatabase,
  EDITOR,
  login,
  type TestServer,
} from './support/test-app';

// Who may use a checkout: a signed-in shopper's answers only to them, a guest's only to the
// browser holding the secret create-checkout answered; a checkout id alone opens nothing.

/** Headers of a caller who knows the checkout id but not its secret. */
const NO_SECRET = { [CHECKOUT_SECRET]: '' };

async function guestCart(server: TestServer): Promise<{ id: string; secret: string }> {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
  });
  expect(created.statusCode).toBe(200);
  const body = created.json<{ checkoutCreate: { checkout: { id: string }; checkoutSecret: string } }>();
  return { id: body.checkoutCreate.checkout.id, secret: body.checkoutCreate.checkoutSecret };
}

async function storedAddressCity(server: TestServer, id: string): Promise<string | null> {
  const { rows } = await server.app.db.query<{ city: string | null }>(
    "select shipping_address->>'city' as city from checkouts where id = $1",
    [id],
  );
  return rows[0]?.city ?? null;
}

const elsewhere = { ...US_ADDRESS, city: 'Buffalo', email: 'intruder@example.com' };

describeOnEachDatabase('who may use a checkout', (server) => {
  it("answers a signed-in shopper's checkout only to that shopper: others and guests get 404 and change nothing", async () => {
    const owner = bearer((await login(server.app, CUSTOMER)).access);
    const other = bearer((await login(server.app, EDITOR)).access);
    const id = await readyCheckout(server, [line(VARIANT.guide)], owner);

    expect((await server.post(SHOP_PATHS.cartItems, { id }, owner)).statusCode).toBe(200);
    for (const headers of [other, {}, NO_SECRET]) {
      const read = await server.post(SHOP_PATHS.cartItems, { id }, headers);
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain(US_ADDRESS.email);
      const overwrite = await server.post(P.shippingDetails, { id, address: elsewhere }, headers);
      expect(overwrite.statusCode).toBe(404);
      expect(overwrite.json()).toMatchObject({
        code: 'NOT_FOUND',
        checkoutBillingAddressUpdate: { checkout: null, errors: [{ code: 'NOT_FOUND' }] },
      });
      expect((await server.post(P.checkoutStatus, { checkout_id: id }, headers)).statusCode).toBe(404);
      expect(
        (await server.post(SHOP_PATHS.addToCart, { id, lines: [line(VARIANT.guide)] }, headers)).statusCode,
      ).toBe(404);
    }
    expect(await storedAddressCity(server, id)).toBe(US_ADDRESS.city);
  });

  it('asks a shopper whose token went stale to refresh it (401), instead of losing their cart to a 404', async () => {
    const owner = bearer((await login(server.app, CUSTOMER)).access);
    const id = await readyCheckout(server, [line(VARIANT.guide)], owner);
    const stale = await server.post(
      SHOP_PATHS.cartItems,
      { id },
      { authorization: 'Bearer expired.token.here' },
    );
    expect(stale.statusCode).toBe(401);
  });

  it("answers a guest's checkout only with its secret; a wrong one or none is a 404 like an unknown id", async () => {
    const { id, secret } = await guestCart(server);
    const stranger = bearer((await login(server.app, EDITOR)).access);
    expect((await server.post(SHOP_PATHS.cartItems, { id }, { [CHECKOUT_SECRET]: secret })).statusCode).toBe(
      200,
    );
    for (const headers of [NO_SECRET, { [CHECKOUT_SECRET]: `${secret}x` }, { ...stranger, ...NO_SECRET }]) {
      expect((await server.post(SHOP_PATHS.cartItems, { id }, headers)).statusCode).toBe(404);
      expect((await server.post(P.shippingDetails, { id, address: elsewhere }, headers)).statusCode).toBe(
        404,
      );
      expect((await server.get(`${P.availableShippingMethods}?checkout_id=${id}`, headers)).statusCode).toBe(
        404,
      );
    }
    expect(await storedAddressCity(server, id)).toBeNull();
  });

  it("never lets a signed-in stranger complete a guest's paid checkout: the payer's order stays the payer's", async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    const stranger = bearer((await login(server.app, EDITOR)).access);

    const taken = await server.post(P.checkoutOrderDetails, { id }, { ...stranger, ...NO_SECRET });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toMatchObject({ checkoutComplete: { order: null } });

    const receipt = randomUUID() + randomUUID();
    const done = await server.post(P.checkoutOrderDetails, { id, receipt_token: receipt });
    expect(done.statusCode).toBe(200);
    expect(orderOf(done)).toContain('"order"');
    const { rows } = await server.app.db.query<{ user_id: string | null }>(
      'select user_id from orders where checkout_id = $1',
      [id],
    );
    expect(rows[0]?.user_id).toBeNull();
    // The stranger, now that it is completed, still sees neither the order nor its payment.
    const status = await server.post(P.checkoutStatus, { checkout_id: id }, stranger);
    expect(status.json()).toMatchObject({ status: 'completed', order: null, payment: null });
    expect((await server.post(P.checkoutOrderDetails, { id }, stranger)).statusCode).toBe(403);
  });

  it("gives a pending payment's client secret only to the payer, and never in checkout-status", async () => {
    const id = await readyCheckout(server, [line(VARIANT.guide)]);
    const created = await server.post(P.createPayment, {
      id,
      gateway: 'stripe',
      idempotency_key: randomUUID(),
    });
    const clientSecret = created.json<{
      paymentCreate: { payment: { client_data: { client_secret: string } } };
    }>().paymentCreate.payment.client_data.client_secret;
    expect(clientSecret).toMatch(/_secret_/);

    const own = await server.post(P.checkoutStatus, { checkout_id: id });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'open', payment: { status: 'pending', client_data: {} } });
    expect(own.body).not.toContain(clientSecret);
    const others = await server.post(P.checkoutStatus, { checkout_id: id }, NO_SECRET);
    expect(others.statusCode).toBe(404);
    expect(others.body).not.toContain(clientSecret);
    const replayed = await server.post(
      P.createPayment,
      { id, gateway: 'stripe', idempotency_key: randomUUID() },
      NO_SECRET,
    );
    expect(replayed.statusCode).toBe(404);
    expect(replayed.body).not.toContain(clientSecret);
  });

  it('gives a guest cart to the shopper who signs in holding its secret; it then answers only to them', async () => {
    const { id, secret } = await guestCart(server);
    const customer = bearer((await login(server.app, CUSTOMER)).access);
    const withSecret = { [CHECKOUT_SECRET]: secret };
    const read = await server.post(SHOP_PATHS.cartItems, { id }, { ...customer, ...withSecret });
    expect(read.statusCode).toBe(200);
    const { rows } = await server.app.db.query<{ user_id: string | null; email: string }>(
      'select c.user_id, u.email from checkouts c join users u on u.id = c.user_id where c.id = $1',
      [id],
    );
    expect(rows[0]?.email).toBe(CUSTOMER.email);
    expect((await server.post(SHOP_PATHS.cartItems, { id }, withSecret)).statusCode).toBe(404);
    expect((await server.post(SHOP_PATHS.cartItems, { id }, { ...customer, ...NO_SECRET })).statusCode).toBe(
      200,
    );
  });

  it("lets the shell's origin send the checkout secret header (CORS preflight)", async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: SHOP_PATHS.cartItems,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-checkout-secret',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/X-Checkout-Secret/);
  });

  it('answers the secret once, keeps only its hash, and marks every checkout answer no-store', async () => {
    const { id, secret } = await guestCart(server);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await server.app.db.query<{ secret_hash: string }>(
      'select secret_hash from checkouts where id = $1',
      [id],
    );
    expect(rows[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.secret_hash).not.toContain(secret);
    expect((await server.post(SHOP_PATHS.cartItems, { id })).body).not.toContain(secret);

    const answers = [
      await server.post(SHOP_PATHS.createCheckout, {
        input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
      }),
      await server.post(SHOP_PATHS.cartItems, { id }),
      await server.post(SHOP_PATHS.cartItems, { id }, NO_SECRET),
      await server.post(P.shippingDetails, { id, address: US_ADDRESS }),
      await server.get(`${P.availableShippingMethods}?checkout_id=${id}`),
      await server.post(P.checkoutStatus, { checkout_id: id }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
