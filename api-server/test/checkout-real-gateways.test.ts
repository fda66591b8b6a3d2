import { randomUUID } from 'node:crypto';
import type { ApiConfig } from '../src/config';
import { startFakeProviders, type FakeProviders } from './support/fake-payment-providers';
import { SHOP_PATHS, VARIANT } from './support/spec-shop';
import { CHECKOUT_PATHS as P, US_ADDRESS } from './support/spec-checkout';
import { describeOnEachDatabase, type TestServer } from './support/test-app';

// The real gateways (keys configured) against Stripe and PayPal faked at their HTTP surface on
// loopback: the API, its database and the official `stripe` package run for real. The test plays
// the browser's part: Stripe.js confirming the PaymentIntent, the buyer approving in PayPal.

interface Money {
  amount: number;
  currency: string;
}
interface Payment {
  id: string;
  status: string;
  sandbox: boolean;
  amount: Money;
  message: string | null;
  client_data: Record<string, string>;
}
interface Failure {
  errors: { field: string | null; code: string; message: string }[];
}

const PROVIDER_UNAVAILABLE =
  'The payment provider is not answering right now. You have not been charged twice; please press Pay again in a moment.';
const MISMATCH = 'The amount paid did not match your order, so the payment was given back. Please try again.';

let fake: FakeProviders;
// Filled in before the app is built (describeOnEachDatabase reads it in its beforeAll).
const overrides: Partial<ApiConfig> = {};

beforeAll(async () => {
  fake = await startFakeProviders();
  overrides.payments = {
    // Short, so the time-out cases end quickly; nothing here measures time.
    timeoutMs: 400,
    stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiUrl: fake.url },
    paypal: { clientId: 'paypal-client', clientSecret: 'paypal-secret', apiUrl: fake.url },
    googlePay: { merchantId: 'BCR2DN4T0000000', merchantName: 'Stud', environment: 'TEST' },
  };
});
afterAll(() => fake.close());

/** A checkout with one brief, a US address and free shipping; its server total in cents. */
async function readyCheckout(server: TestServer): Promise<{ id: string; totalCents: number }> {
  const created = await server.post(SHOP_PATHS.createCheckout, {
    input: { lines: [{ variantId: VARIANT.briefBlackM, quantity: 1 }], channel: 'default-channel' },
  });
  const id = created.json<{ checkoutCreate: { checkout: { id: string } } }>().checkoutCreate.checkout.id;
  expect((await server.post(P.shippingDetails, { id, address: US_ADDRESS })).statusCode).toBe(200);
  const method = await server.post(P.updateShippingMethod, { id, shippingMethodId: 'standard-us-ca' });
  const total = method.json<{
    checkoutDeliveryMethodUpdate: { checkout: { totalPrice: { gross: Money } } };
  }>().checkoutDeliveryMethodUpdate.checkout.totalPrice.gross.amount;
  return { id, totalCents: Math.round(total * 100) };
}

async function createPayment(server: TestServer, id: string, gateway: string, key = randomUUID()) {
  return server.post(P.createPayment, { id, gateway, idempotency_key: key });
}
const paymentOf = (response: { json: <T>() => T }) =>
  response.json<{ paymentCreate: { payment: Payment } }>().paymentCreate.payment;
const verify = (
  server: TestServer,
  id: string,
  paymentId: string,
  token: string,
  path: string = P.verifyPayment,
) => server.post(path, { id, payment_id: paymentId, token });
const firstError = (response: { json: <T>() => T }) =>
  Object.values(response.json<Record<string, Failure>>()).find((value) => value?.errors)?.errors[0];

async function checkoutStatus(server: TestServer, id: string) {
  return (await server.post(P.checkoutStatus, { checkout_id: id })).json<{
    status: string;
    payment: Payment | null;
  }>();
}
const count = (list: string[], line: string) => list.filter((entry) => entry === line).length;

describeOnEachDatabase(
  'real gateways against fake providers',
  (server) => {
    describe('Stripe', () => {
      it('makes a PaymentIntent for the server total with the attempt key, and pays once Stripe says succeeded', async () => {
        const { id, totalCents } = await readyCheckout(server);
        const key = randomUUID();
        const created = await createPayment(server, id, 'stripe', key);
        expect(created.statusCode).toBe(200);
        const payment = paymentOf(created);
        expect(payment).toMatchObject({ status: 'pending', sandbox: false });
        const intentId = payment.client_data.client_secret?.split('_secret_')[0] ?? '';
        expect(fake.stripe.intents.get(intentId)).toMatchObject({ amount: totalCents, currency: 'usd' });
        expect(fake.idempotencyKeys).toContain(`payment-${key}-${totalCents}`);

        fake.stripe.pay(intentId);
        const verified = await verify(server, id, payment.id, intentId);
        expect(verified.statusCode).toBe(200);
        const completed = await server.post(P.checkoutOrderDetails, { id });
        expect(completed.statusCode).toBe(200);
      });

      it('answers a repeated create and verify with the first result, asking Stripe once', async () => {
        const { id } = await readyCheckout(server);
        const key = randomUUID();
        const before = count(fake.requests, 'POST /v1/payment_intents');
        const first = paymentOf(await createPayment(server, id, 'stripe', key));
        const again = paymentOf(await createPayment(server, id, 'stripe', key));
        expect(again.id).toBe(first.id);
        expect(count(fake.requests, 'POST /v1/payment_intents')).toBe(before + 1);

        const intentId = first.client_data.client_secret?.split('_secret_')[0] ?? '';
        fake.stripe.pay(intentId);
        const retrievals = count(fake.requests, `GET /v1/payment_intents/${intentId}`);
        expect((await verify(server, id, first.id, intentId)).statusCode).toBe(200);
        expect((await verify(server, id, first.id, intentId)).statusCode).toBe(200);
        expect(count(fake.requests, `GET /v1/payment_intents/${intentId}`)).toBe(retrievals + 1);
      });

      it('shows a decline with Stripe’s message and keeps the cart', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'stripe'));
        const intentId = payment.client_data.client_secret?.split('_secret_')[0] ?? '';
        fake.stripe.decline(intentId, 'Your card has insufficient funds.');
        const verified = await verify(server, id, payment.id, intentId);
        expect(verified.statusCode).toBe(402);
        expect(firstError(verified)).toEqual({
          field: 'payment',
          code: 'PAYMENT_ERROR',
          message: 'Your card has insufficient funds.',
        });
        expect(await checkoutStatus(server, id)).toMatchObject({ status: 'open' });
        const completed = await server.post(P.checkoutOrderDetails, { id });
        expect(firstError(completed)?.code).toBe('CHECKOUT_NOT_FULLY_PAID');
      });

      it('gives back a payment of another amount and does not complete the checkout', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'stripe'));
        const intentId = payment.client_data.client_secret?.split('_secret_')[0] ?? '';
        fake.stripe.pay(intentId, 1);
        const verified = await verify(server, id, payment.id, intentId);
        expect(verified.statusCode).toBe(402);
        expect(firstError(verified)?.message).toBe(MISMATCH);
        expect(fake.stripe.refunds).toContainEqual({ payment_intent: intentId, amount: 1 });
        expect(firstError(await server.post(P.checkoutOrderDetails, { id }))?.code).toBe(
          'CHECKOUT_NOT_FULLY_PAID',
        );
      });

      it('trusts its own PaymentIntent, not a paid one of another checkout sent as proof', async () => {
        const other = await readyCheckout(server);
        const paid = paymentOf(await createPayment(server, other.id, 'stripe'));
        const paidIntent = paid.client_data.client_secret?.split('_secret_')[0] ?? '';
        fake.stripe.pay(paidIntent);

        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'stripe'));
        const verified = await verify(server, id, payment.id, paidIntent);
        expect(verified.statusCode).toBe(402);
        expect(firstError(verified)?.message).toBe('Your card was not charged. Please try again.');
      });

      it('answers 503 while Stripe fails with 5xx, records nothing, and pays once it is back', async () => {
        const { id } = await readyCheckout(server);
        const key = randomUUID();
        // The package retries once with the same key: both fail.
        fake.failNext(2, { kind: 'status', status: 500 });
        const refused = await createPayment(server, id, 'stripe', key);
        expect(refused.statusCode).toBe(503);
        expect(firstError(refused)).toEqual({
          field: 'payment',
          code: 'PAYMENT_ERROR',
          message: PROVIDER_UNAVAILABLE,
        });
        expect(await checkoutStatus(server, id)).toMatchObject({ status: 'open', payment: null });

        const retried = await createPayment(server, id, 'stripe', key);
        expect(retried.statusCode).toBe(200);
        expect(paymentOf(retried).status).toBe('pending');
      });

      it('after a time-out, finds the payment Stripe made instead of charging again', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'stripe'));
        const intentId = payment.client_data.client_secret?.split('_secret_')[0] ?? '';
        fake.stripe.pay(intentId);
        fake.failNext(2, { kind: 'hang' });
        const timedOut = await verify(server, id, payment.id, intentId);
        expect(timedOut.statusCode).toBe(503);
        expect(firstError(timedOut)?.message).toBe(PROVIDER_UNAVAILABLE);
        expect((await checkoutStatus(server, id)).payment?.status).toBe('pending');

        // The shopper presses Pay again: a new attempt key, but the paid attempt answers.
        const intents = count(fake.requests, 'POST /v1/payment_intents');
        const again = paymentOf(await createPayment(server, id, 'stripe'));
        expect(again).toMatchObject({ id: payment.id, status: 'succeeded' });
        expect(count(fake.requests, 'POST /v1/payment_intents')).toBe(intents);
        expect((await server.post(P.checkoutOrderDetails, { id })).statusCode).toBe(200);
      });

      it('makes one PaymentIntent when the answer to its creation is lost and the package retries', async () => {
        const { id } = await readyCheckout(server);
        const intents = fake.stripe.intents.size;
        fake.failNext(1, { kind: 'lost' });
        const created = await createPayment(server, id, 'stripe');
        expect(created.statusCode).toBe(200);
        expect(fake.stripe.intents.size).toBe(intents + 1);
      });
    });

    describe('PayPal', () => {
      it('makes an order for the server total, initiates with its id, captures it once approved', async () => {
        const { id, totalCents } = await readyCheckout(server);
        const key = randomUUID();
        const payment = paymentOf(await createPayment(server, id, 'paypal', key));
        expect(payment.sandbox).toBe(false);
        const orderId = payment.client_data.order_id ?? '';
        expect(fake.paypal.orders.get(orderId)?.amount).toEqual({
          currency_code: 'USD',
          value: (totalCents / 100).toFixed(2),
        });
        expect(fake.idempotencyKeys).toContain(`order-${key}-${totalCents}`);
        const initiated = await server.post(P.paypalInitiate, { id, payment_id: payment.id });
        expect(
          initiated.json<{ paymentInitiate: { payment: Payment } }>().paymentInitiate.payment.client_data
            .order_id,
        ).toBe(orderId);

        fake.paypal.approve(orderId);
        expect((await verify(server, id, payment.id, orderId)).statusCode).toBe(200);
        expect((await verify(server, id, payment.id, orderId)).statusCode).toBe(200);
        expect(count(fake.requests, `POST /v2/checkout/orders/${orderId}/capture`)).toBe(1);
        expect((await server.post(P.checkoutOrderDetails, { id })).statusCode).toBe(200);
      });

      it('shows a declined PayPal funding source and keeps the cart', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'paypal'));
        const orderId = payment.client_data.order_id ?? '';
        fake.paypal.approve(orderId);
        fake.paypal.refuseNextCapture('INSTRUMENT_DECLINED');
        const verified = await verify(server, id, payment.id, orderId);
        expect(verified.statusCode).toBe(402);
        expect(firstError(verified)?.message).toBe(
          'Your PayPal payment method was declined. Please choose another way to pay.',
        );
        expect(await checkoutStatus(server, id)).toMatchObject({ status: 'open' });
      });

      it('refuses another order id as proof, and refunds a capture of another amount', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'paypal'));
        const orderId = payment.client_data.order_id ?? '';
        fake.paypal.approve(orderId);
        const tampered = await verify(server, id, payment.id, 'SOMEONEELSESORDER');
        expect(tampered.statusCode).toBe(402);
        expect(count(fake.requests, `POST /v2/checkout/orders/${orderId}/capture`)).toBe(0);

        const second = await readyCheckout(server);
        const attempt = paymentOf(await createPayment(server, second.id, 'paypal'));
        const secondOrder = attempt.client_data.order_id ?? '';
        fake.paypal.approve(secondOrder);
        fake.paypal.captureAmountNext('0.01');
        // The fake lives for the whole file, so each database's run counts its own refunds.
        const refundsBefore = fake.paypal.refunds.length;
        const verified = await verify(server, second.id, attempt.id, secondOrder);
        expect(verified.statusCode).toBe(402);
        expect(firstError(verified)?.message).toBe(MISMATCH);
        expect(fake.paypal.refunds).toHaveLength(refundsBefore + 1);
      });

      it('answers 503 on a 5xx or a time-out of the capture, then captures once when asked again', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'paypal'));
        const orderId = payment.client_data.order_id ?? '';
        fake.paypal.approve(orderId);
        fake.failNext(1, { kind: 'status', status: 503 });
        expect((await verify(server, id, payment.id, orderId)).statusCode).toBe(503);
        // The capture happens, its answer never arrives.
        fake.failNext(1, { kind: 'lost' });
        const lost = await verify(server, id, payment.id, orderId);
        expect(lost.statusCode).toBe(503);
        expect(await checkoutStatus(server, id)).toMatchObject({
          status: 'open',
          payment: { status: 'pending' },
        });

        const verified = await verify(server, id, payment.id, orderId);
        expect(verified.statusCode).toBe(200);
        expect(fake.paypal.orders.get(orderId)?.captures).toHaveLength(1);
        expect((await server.post(P.checkoutOrderDetails, { id })).statusCode).toBe(200);
      });
      it('finds a capture whose answer was lost when the shopper presses Pay again, and makes no new order', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'paypal'));
        const orderId = payment.client_data.order_id ?? '';
        fake.paypal.approve(orderId);
        fake.failNext(1, { kind: 'lost' });
        expect((await verify(server, id, payment.id, orderId)).statusCode).toBe(503);

        const orders = count(fake.requests, 'POST /v2/checkout/orders');
        const again = paymentOf(await createPayment(server, id, 'paypal'));
        expect(again).toMatchObject({ id: payment.id, status: 'succeeded' });
        expect(count(fake.requests, 'POST /v2/checkout/orders')).toBe(orders);
        expect(fake.paypal.orders.get(orderId)?.captures).toHaveLength(1);
      });

      it('takes a new OAuth token when PayPal refuses the one it has, and goes on', async () => {
        const { id } = await readyCheckout(server);
        const tokens = count(fake.requests, 'POST /v1/oauth2/token');
        fake.failNext(1, { kind: 'status', status: 401 });
        const created = await createPayment(server, id, 'paypal');
        expect(created.statusCode).toBe(200);
        expect(count(fake.requests, 'POST /v1/oauth2/token')).toBe(tokens + 1);
      });
    });

    describe('Google Pay through Stripe', () => {
      it('sends the payment sheet the server total tokenized for Stripe, and pays with the sheet token', async () => {
        const { id, totalCents } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'google-pay'));
        expect(payment.client_data.environment).toBe('TEST');
        const request = JSON.parse(payment.client_data.payment_request ?? '{}') as {
          transactionInfo: { totalPrice: string; currencyCode: string };
          merchantInfo: { merchantId: string };
          allowedPaymentMethods: { tokenizationSpecification: { parameters: Record<string, string> } }[];
        };
        expect(request.transactionInfo).toMatchObject({
          totalPrice: (totalCents / 100).toFixed(2),
          currencyCode: 'USD',
        });
        expect(request.merchantInfo.merchantId).toBe('BCR2DN4T0000000');
        expect(request.allowedPaymentMethods[0]?.tokenizationSpecification.parameters).toMatchObject({
          gateway: 'stripe',
          'stripe:publishableKey': 'pk_test_fake',
        });

        const token = JSON.stringify({ id: 'tok_visa', object: 'token' });
        const verified = await verify(server, id, payment.id, token, P.gpay);
        expect(verified.statusCode).toBe(200);
        expect(verified.json<{ paymentVerify: { payment: Payment } }>().paymentVerify.payment.status).toBe(
          'succeeded',
        );
        expect((await server.post(P.checkoutOrderDetails, { id })).statusCode).toBe(200);
      });

      it('declines a card the bank refuses and a token that is not a card', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'google-pay'));
        const declined = await verify(
          server,
          id,
          payment.id,
          JSON.stringify({ id: 'tok_chargeDeclined' }),
          P.gpay,
        );
        expect(declined.statusCode).toBe(402);
        expect(firstError(declined)?.message).toBe('Your card was declined.');

        for (const token of ['not json', JSON.stringify({ id: 'tok_unknown' })]) {
          const next = await readyCheckout(server);
          const attempt = paymentOf(await createPayment(server, next.id, 'google-pay'));
          const refused = await verify(server, next.id, attempt.id, token, P.gpay);
          expect(refused.statusCode).toBe(402);
          expect(firstError(refused)?.message).toBe(
            'Google Pay did not send a card we can charge. Please try again or pay by card.',
          );
        }
      });

      it('answers 503 when Stripe fails, then confirms once when asked again with the same token', async () => {
        const { id } = await readyCheckout(server);
        const payment = paymentOf(await createPayment(server, id, 'google-pay'));
        const token = JSON.stringify({ id: 'tok_visa' });
        fake.failNext(2, { kind: 'status', status: 502 });
        expect((await verify(server, id, payment.id, token, P.gpay)).statusCode).toBe(503);
        const verified = await verify(server, id, payment.id, token, P.gpay);
        expect(verified.statusCode).toBe(200);
      });
    });
  },
  overrides,
);
