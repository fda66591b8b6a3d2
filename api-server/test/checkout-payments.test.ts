import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import { bearer, describeOnEachDatabase, login, type TestServer } from './support/test-app';

interface Money {
  amount: number;
}
interface Checkout {
  id: string;
  shippingMethods: { id: string; name: string }[];
  voucherCode: string | null;
  discount: Money | null;
  subtotalPrice: { gross: Money };
  totalPrice: { gross: Money };
  deliveryMethod: { id: string } | null;
}
interface Errors {
  errors: { field: string | null; code: string; message: string }[];
}
interface Payment {
  id: string;
  status: string;
  amount: Money;
  message: string | null;
}
interface Order {
  id: string;
  number: string;
  total: Money;
  subtotal: Money;
  discount: Money;
  lines: { variantId: string; quantity: number }[];
}

const line = (variantId: string, quantity = 1) => ({ variantId, quantity });

async function stockOf(app: FastifyInstance, variantId: string): Promise<number> {
  const { rows } = await app.db.query<{ stock: number }>('select stock from shop_variants where id = $1', [
    variantId,
  ]);
  return rows[0]?.stock ?? -1;
}
async function count(app: FastifyInstance, table: 'orders' | 'payments'): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}

/** A checkout with `lines`, a US address and the free US shipping method, ready to pay. */
async function readyCheckout(
  server: TestServer,
  lines = [line(VARIANT.briefBlackM)],
  headers = {},
): Promise<string> {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines, channel: 'default-channel' },
  });
  const id = created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
  const saved = await server.post(P.shippingDetails, { id, address: US_ADDRESS }, headers);
  expect(saved.statusCode).toBe(200);
  const method = await server.post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' });
  expect(method.statusCode).toBe(200);
  return id;
}

async function pay(server: TestServer, id: string, gateway: string, token: string, key = randomUUID()) {
  const created = await server.post(P.createPayment, { id, gateway, idempotency_key: key });
  expect(created.statusCode).toBe(200);
  const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
  const path = gateway === 'google-pay' ? P.gpay : P.verifyPayment;
  const verified = await server.post(path, { id, payment_id: payment.id, token });
  return { payment, verified };
}

const complete = (server: TestServer, id: string, headers = {}, receipt?: string) =>
  server.post(P.checkoutOrderDetails, receipt ? { id, receipt_token: receipt } : { id }, headers);
const orderOf = (response: { json: <T>() => T }) =>
  response.json<{ checkoutComplete: { confirmationData: string } }>().checkoutComplete.confirmationData;

describeOnEachDatabase('countries and subdivisions', (server) => {
  it('lists about 240 countries with name, code, timezone, utc and mobileCode', async () => {
    const response = await server.get(P.countriesList);
    expect(response.statusCode).toBe(200);
    const countries =
      response.json<{ name: string; code: string; timezone: string; utc: string; mobileCode: string }[]>();
    expect(countries.length).toBeGreaterThan(230);
    const us = countries.find((country) => country.code === 'US');
    expect(us).toMatchObject({ name: 'United States', mobileCode: '+1' });
    expect(us?.timezone).toMatch(/^America\//);
    expect(us?.utc).toMatch(/^UTC-\d\d:\d\d$/);
  });

  it('lists the states of a country and answers 404 for an unknown one, 400 for a malformed one', async () => {
    const states = (await server.get(P.subDivision('us'))).json<{ code: string; name: string }[]>();
    expect(states).toContainEqual({ code: 'US-NY', name: 'New York' });
    expect((await server.get(P.subDivision('ZZ'))).statusCode).toBe(404);
    expect((await server.get(P.subDivision('USA'))).statusCode).toBe(400);
  });
});

describeOnEachDatabase('checkout details and promo codes', (server) => {
  it('offers free 3-5 business days to the US and Canada and 9-15 business days worldwide', async () => {
    const us = (await server.get(`${P.availableShippingMethods}?country=CA`)).json<{
      shippingMethods: { name: string; price: Money }[];
    }>();
    expect(us.shippingMethods).toEqual([
      expect.objectContaining({
        name: 'Free shipping (3-5 business days)',
        price: { amount: 0, currency: 'USD' },
      }),
    ]);
    const fr = (await server.get(`${P.availableShippingMethods}?country=FR`)).json<{
      shippingMethods: { name: string }[];
    }>();
    expect(fr.shippingMethods.map((method) => method.name)).toEqual([
      'Worldwide shipping (9-15 business days)',
    ]);
  });

  it('lists Paypal, Stripe and Google Pay as payment gateways', async () => {
    const response = await server.post(P.availablePaymentGateways, {});
    expect(response.json()).toEqual({
      availablePaymentGateways: [
        { id: 'paypal', name: 'Paypal' },
        { id: 'stripe', name: 'Stripe' },
        { id: 'google-pay', name: 'Google Pay' },
      ],
    });
  });

  it('saves the shipping address as checkoutBillingAddressUpdate with current_step, and the signed-in user too', async () => {
    const tokens = await login(server.app);
    const created = await server.post(SHOP_PATHS.createCheckout, {
      input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
    });
    const id = created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
    const response = await server.post(
      P.shippingDetails,
      { id, address: { ...US_ADDRESS, city: 'Albany' } },
      bearer(tokens.access),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      checkoutBillingAddressUpdate: { checkout: Checkout & { shippingAddress: { city: string } } };
      current_step: string;
    }>();
    expect(body.current_step).toBe('shipping');
    expect(body.checkoutBillingAddressUpdate.checkout.shippingAddress.city).toBe('Albany');
    const me = (await server.get('/api/users/me/', bearer(tokens.access))).json<{
      city: string;
      address_line_1: string;
    }>();
    expect(me).toMatchObject({ city: 'Albany', address_line_1: '1 Main Street' });
  });

  it('refuses a bad address body with 400 and changes nothing', async () => {
    const id = await readyCheckout(server);
    for (const body of [
      { id, address: { ...US_ADDRESS, country: 'USA' } },
      { id, address: { ...US_ADDRESS, email: 'not an email' } },
      { id, address: { ...US_ADDRESS, first_name: 42 } },
      { id },
    ]) {
      expect((await server.post(P.shippingDetails, body)).statusCode).toBe(400);
    }
    const wrongState = await server.post(P.shippingDetails, {
      id,
      address: { ...US_ADDRESS, country_area: 'Atlantis' },
    });
    expect(wrongState.statusCode).toBe(400);
    const status = (await server.post(P.checkoutStatus, { checkout_id: id })).json<{
      current_step: string;
    }>();
    expect(status.current_step).toBe('payment');
  });

  it('applies and removes a promo code with the discount computed on the server', async () => {
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
    const applied = await server.post(P.applyPromoCode, { id, promoCode: 'welcome10' });
    expect(applied.statusCode).toBe(200);
    const checkout = applied.json<{ checkoutAddPromoCode: { checkout: Checkout } }>().checkoutAddPromoCode
      .checkout;
    expect(checkout).toMatchObject({
      voucherCode: 'WELCOME10',
      discount: { amount: 5.76 },
      totalPrice: { gross: { amount: 51.84 } },
    });
    const removed = await server.post(P.removePromoCode, { id, promoCode: 'WELCOME10' });
    expect(
      removed.json<{ checkoutRemovePromoCode: { checkout: Checkout } }>().checkoutRemovePromoCode.checkout,
    ).toMatchObject({
      voucherCode: null,
      totalPrice: { gross: { amount: 57.6 } },
    });
  });

  it('answers INVALID for an unknown promo code and VOUCHER_NOT_APPLICABLE below its minimum or when expired', async () => {
    const id = await readyCheckout(server);
    const codeOf = async (path: string, body: object) =>
      (await server.post(path, body)).json<{ checkoutAddPromoCode: Errors }>().checkoutAddPromoCode.errors[0]
        ?.code;
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'NOPE' })).toBe('INVALID');
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'SAVE5' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.applyPromoCode, { id, promoCode: 'SUMMER2020' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.assignVoucher, { id, voucherCode: 'VIP20' })).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await codeOf(P.assignVoucher, { id, voucherCode: 'WELCOME10' })).toBe('INVALID');
    const status = await server.post(SHOP_PATHS.cartItems, { id });
    expect(status.statusCode).toBe(200);
  });

  it('cart-items shows the shipping methods, payment gateways, promo code and totals of the checkout', async () => {
    const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
    await server.post(P.applyPromoCode, { id, promoCode: 'WELCOME10' });
    const response = await server.post(SHOP_PATHS.cartItems, { id });
    const checkout = response.json<{
      checkout: Checkout & { availablePaymentGateways: { name: string }[] };
    }>().checkout;
    expect(checkout.shippingMethods.map((method) => method.id)).toEqual(['standard-us-ca']);
    expect(checkout.deliveryMethod?.id).toBe('standard-us-ca');
    expect(checkout.availablePaymentGateways.map((gateway) => gateway.name)).toEqual([
      'Paypal',
      'Stripe',
      'Google Pay',
    ]);
    expect(checkout).toMatchObject({ voucherCode: 'WELCOME10', totalPrice: { gross: { amount: 51.84 } } });
  });

  it('assigns a voucher to a signed-in shopper', async () => {
    const tokens = await login(server.app);
    const id = await readyCheckout(server, [line(VARIANT.guide)], bearer(tokens.access));
    const response = await server.post(P.assignVoucher, { id, voucherCode: 'VIP20' }, bearer(tokens.access));
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ checkoutAddPromoCode: { checkout: Checkout } }>().checkoutAddPromoCode.checkout
        .voucherCode,
    ).toBe('VIP20');
  });
});

describeOnEachDatabase('payments and completion', (server) => {
  it('a guest pays with the Stripe test card 4242 4242 4242 4242 and completes the checkout', async () => {
    const id = await readyCheckout(server);
    const stockBefore = await stockOf(server.app, VARIANT.briefBlackM);
    const { payment, verified } = await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    expect(payment.amount.amount).toBe(28.8);
    expect(verified.statusCode).toBe(200);
    const done = await complete(server, id);
    expect(done.statusCode).toBe(200);
    const order = (JSON.parse(orderOf(done)) as { order: Order }).order;
    expect(order).toMatchObject({
      total: { amount: 28.8 },
      lines: [{ variantId: VARIANT.briefBlackM, quantity: 1 }],
    });
    expect(await stockOf(server.app, VARIANT.briefBlackM)).toBe(stockBefore - 1);
    const status = (await server.post(P.checkoutStatus, { checkout_id: id })).json<{
      status: string;
      current_step: string;
      payment: Payment;
    }>();
    expect(status).toMatchObject({
      status: 'completed',
      current_step: 'complete',
      payment: { status: 'succeeded' },
    });
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])('declines the test card %s with "%s" and keeps the cart', async (card, message) => {
    const id = await readyCheckout(server);
    const { verified } = await pay(server, id, 'stripe', card);
    expect(verified.statusCode).toBe(402);
    expect(verified.json<{ paymentVerify: Errors }>().paymentVerify.errors[0]?.message).toBe(message);
    const done = await complete(server, id);
    expect(done.json<{ checkoutComplete: Errors }>().checkoutComplete.errors[0]?.code).toBe(
      'CHECKOUT_NOT_FULLY_PAID',
    );
    expect((await server.post(SHOP_PATHS.cartItems, { id })).statusCode).toBe(200);
  });

  it('pays with the PayPal sandbox (approve) and the Google Pay sandbox (pay); cancel is answered 409', async () => {
    const paypal = await readyCheckout(server);
    const created = await server.post(P.createPayment, {
      id: paypal,
      gateway: 'paypal',
      idempotency_key: randomUUID(),
    });
    const paymentId = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment.id;
    expect((await server.post(P.paypalInitiate, { id: paypal, payment_id: paymentId })).statusCode).toBe(200);
    expect(
      (await server.post(P.verifyPayment, { id: paypal, payment_id: paymentId, token: 'approve' }))
        .statusCode,
    ).toBe(200);
    expect((await complete(server, paypal)).statusCode).toBe(200);

    const gpay = await readyCheckout(server);
    const cancelled = await pay(server, gpay, 'google-pay', 'cancel');
    expect(cancelled.verified.statusCode).toBe(409);
    const paid = await pay(server, gpay, 'google-pay', 'pay');
    expect(paid.verified.statusCode).toBe(200);
    expect((await complete(server, gpay)).statusCode).toBe(200);
  });

  it('answers a repeated payment attempt with its first result: one payment row, no second charge', async () => {
    const id = await readyCheckout(server);
    const key = randomUUID();
    const before = await count(server.app, 'payments');
    const first = await server.post(P.createPayment, { id, gateway: 'stripe' }, { 'idempotency-key': key });
    const again = await server.post(P.createPayment, { id, gateway: 'stripe' }, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect(await count(server.app, 'payments')).toBe(before + 1);
    const paymentId = first.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment.id;
    const declined = await server.post(P.verifyPayment, {
      id,
      payment_id: paymentId,
      token: TEST_CARDS.declined,
    });
    const retried = await server.post(P.verifyPayment, {
      id,
      payment_id: paymentId,
      token: TEST_CARDS.succeeds,
    });
    expect(declined.statusCode).toBe(402);
    expect(retried.statusCode).toBe(402);
  });

  it('ignores a tampered client price: the payment and the order carry the server total', async () => {
    const id = await readyCheckout(server);
    const created = await server.post(P.createPayment, {
      id,
      gateway: 'stripe',
      idempotency_key: randomUUID(),
      amount: 0.01,
    });
    const payment = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
    expect(payment.amount.amount).toBe(28.8);
    await server.post(P.verifyPayment, { id, payment_id: payment.id, token: TEST_CARDS.succeeds });
    const order = (JSON.parse(orderOf(await complete(server, id))) as { order: Order }).order;
    expect(order.total.amount).toBe(28.8);
  });

  it('answers SHIPPING_METHOD_NOT_SET when paying before choosing a shipping method', async () => {
    const created = await server.post(SHOP_PATHS.createCheckout, {
      input: { lines: [line(VARIANT.guide)], channel: 'default-channel' },
    });
    const id = created.json<{ checkoutCreate: { checkout: Checkout } }>().checkoutCreate.checkout.id;
    await server.post(P.shippingDetails, { id, address: US_ADDRESS });
    const response = await server.post(P.createPayment, {
      id,
      gateway: 'stripe',
      idempotency_key: randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ paymentCreate: Errors }>().paymentCreate.errors[0]).toMatchObject({
      code: 'SHIPPING_METHOD_NOT_SET',
      message: 'Shipping method is required!',
    });
  });

  it('refuses bad payment bodies with 400 and records nothing', async () => {
    const id = await readyCheckout(server);
    const before = await count(server.app, 'payments');
    for (const body of [
      { id, gateway: 'stripe' },
      { id, gateway: 'stripe', idempotency_key: 'short' },
      { id, gateway: 'bitcoin', idempotency_key: randomUUID() },
      { id, gateway: 'stripe', idempotency_key: randomUUID(), extra: 1 },
    ]) {
      expect((await server.post(P.createPayment, body)).statusCode).toBe(400);
    }
    expect((await server.post(P.verifyPayment, { id })).statusCode).toBe(400);
    expect((await server.post(P.checkoutOrderDetails, { id: 5 })).statusCode).toBe(400);
    expect((await server.post(P.checkoutStatus, {})).statusCode).toBe(400);
    expect((await server.post(P.checkoutStatus, { checkout_id: 'nope' })).statusCode).toBe(404);
    expect(await count(server.app, 'payments')).toBe(before);
  });

  it('completing a checkout twice returns the same order and takes the stock once', async () => {
    const id = await readyCheckout(server, [line(VARIANT.limitedL, 2)]);
    await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    // The browser that paid sends its receipt token each time (a retry, a second tab).
    const receipt = randomUUID();
    const first = await complete(server, id, {}, receipt);
    const second = await complete(server, id, {}, receipt);
    expect(orderOf(second)).toBe(orderOf(first));
    expect(await stockOf(server.app, VARIANT.limitedL)).toBe(0);
  });

  it('concurrent completions make one order and take the stock once', async () => {
    const id = await readyCheckout(server, [line(VARIANT.limitedM)]);
    await pay(server, id, 'stripe', TEST_CARDS.succeeds);
    const ordersBefore = await count(server.app, 'orders');
    const receipt = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(server, id, {}, receipt)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map(orderOf)).size).toBe(1);
    expect(await count(server.app, 'orders')).toBe(ordersBefore + 1);
    expect(await stockOf(server.app, VARIANT.limitedM)).toBe(0);
  });
});

describeOnEachDatabase('order history', (server) => {
  it("lists the signed-in user's orders newest first, paginated, and never a guest's", async () => {
    const tokens = await login(server.app);
    const auth = bearer(tokens.access);
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await readyCheckout(server, [line(VARIANT.guide)], auth);
      await pay(server, id, 'stripe', TEST_CARDS.succeeds);
      numbers.push((JSON.parse(orderOf(await complete(server, id, auth))) as { order: Order }).order.number);
    }
    const guest = await readyCheckout(server, [line(VARIANT.guide)]);
    await pay(server, guest, 'stripe', TEST_CARDS.succeeds);
    await complete(server, guest);

    const page1 = (await server.get(`${P.orderList}?limit=2`, auth)).json<{
      count: number;
      next: string | null;
      results: Order[];
    }>();
    expect(page1.count).toBe(3);
    expect(page1.results.map((order) => order.number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.next).not.toBeNull();
    const page2 = (await server.get(`${P.orderList}?limit=2&offset=2`, auth)).json<{
      next: string | null;
      results: Order[];
    }>();
    expect(page2.results.map((order) => order.number)).toEqual([numbers[0]]);
    expect(page2.next).toBeNull();
  });

  it('answers 401 without a token and 400 for a bad page size', async () => {
    expect((await server.get(P.orderList)).statusCode).toBe(401);
    const tokens = await login(server.app);
    expect((await server.get(`${P.orderList}?limit=0`, bearer(tokens.access))).statusCode).toBe(400);
  });
});
