import { randomUUID } from 'node:crypto';
import { VARIANT, SHOP_PATHS } from './support/spec-shop';
import { CHECKOUT_PATHS as P, TEST_CARDS, US_ADDRESS } from './support/spec-checkout';
import {
  type Checkout,
  complete,
  count,
  type Errors,
  line,
  type Order,
  orderOf,
  pay,
  type Payment,
  readyCheckout,
  stockOf,
} from './support/checkout-flow';
import { describeOnEachDatabase } from './support/test-app';

// Paying with each gateway's sandbox (Stripe's test cards, PayPal's approve, Google Pay's pay and
// cancel), the attempts the API refuses, and completing a paid checkout. What paying guarantees
// beyond these (a second tab, stock running out, who sees the order) is checkout-completion.test.ts;
// the real providers' calls are checkout-real-gateways.test.ts.

describeOnEachDatabase('payments and completion', (server) => {
  describe('with Stripe', () => {
    it('a guest pays with the Stripe test card 4242 4242 4242 4242 and completes the checkout', async () => {
      const id = await readyCheckout(server);
      const stockBefore = await stockOf(server.app, VARIANT.briefBlackM);
      const { payment, verified } = await pay(server, id, 'stripe', TEST_CARDS.succeeds);
      expect(payment.amount.amount).toBe(28.8);
      expect(verified.statusCode).toBe(200);
      const receipt = randomUUID() + randomUUID();
      const done = await complete(server, id, {}, receipt);
      expect(done.statusCode).toBe(200);
      const order = (JSON.parse(orderOf(done)) as { order: Order }).order;
      expect(order).toMatchObject({
        total: { amount: 28.8 },
        lines: [{ variantId: VARIANT.briefBlackM, quantity: 1 }],
      });
      expect(await stockOf(server.app, VARIANT.briefBlackM)).toBe(stockBefore - 1);
      const status = (await server.post(P.checkoutStatus, { checkout_id: id, receipt_token: receipt })).json<{
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
  });

  describe('with PayPal', () => {
    it('pays with the PayPal sandbox (approve)', async () => {
      const paypal = await readyCheckout(server);
      const created = await server.post(P.createPayment, {
        id: paypal,
        gateway: 'paypal',
        idempotency_key: randomUUID(),
      });
      const paymentId = created.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment.id;
      expect((await server.post(P.paypalInitiate, { id: paypal, payment_id: paymentId })).statusCode).toBe(
        200,
      );
      expect(
        (await server.post(P.verifyPayment, { id: paypal, payment_id: paymentId, token: 'approve' }))
          .statusCode,
      ).toBe(200);
      expect((await complete(server, paypal)).statusCode).toBe(200);
    });
  });

  describe('with Google Pay', () => {
    it('pays with the Google Pay sandbox (pay); cancel is answered 409', async () => {
      const gpay = await readyCheckout(server);
      const cancelled = await pay(server, gpay, 'google-pay', 'cancel');
      expect(cancelled.verified.statusCode).toBe(409);
      const paid = await pay(server, gpay, 'google-pay', 'pay');
      expect(paid.verified.statusCode).toBe(200);
      expect((await complete(server, gpay)).statusCode).toBe(200);
    });
  });

  describe('refused attempts', () => {
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
  });

  describe('completion', () => {
    it('completing a checkout twice returns the same order and takes the stock once', async () => {
      // Two units of a variant with stock to spare (a scarce one goes one to a cart).
      const stockBefore = await stockOf(server.app, VARIANT.briefBlackM);
      const id = await readyCheckout(server, [line(VARIANT.briefBlackM, 2)]);
      await pay(server, id, 'stripe', TEST_CARDS.succeeds);
      // The browser that paid sends its receipt token each time (a retry, a second tab).
      const receipt = randomUUID();
      const first = await complete(server, id, {}, receipt);
      const second = await complete(server, id, {}, receipt);
      expect(orderOf(second)).toBe(orderOf(first));
      expect(await stockOf(server.app, VARIANT.briefBlackM)).toBe(stockBefore - 2);
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
});
