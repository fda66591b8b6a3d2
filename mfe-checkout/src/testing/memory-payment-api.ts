// The payment API kept in memory, for the checkout test kit (./checkout-test-kit.tsx re-exports it).
import { memoryStorage } from 'remote-kit/testing';
import {
  ApiError,
  createEventBus,
  type AppEventMap,
  type CheckoutStatusResponse,
  type OrderDetails,
  type PaymentAttempt,
  type PaymentGatewayId,
} from 'shared-contracts';
import { createCheckoutStore } from '../app/store';
import type { PaymentCalls } from '../features/payment';

/** The checkout every test works on, kept in the tab's storage as the cart. */
export const CHECKOUT_ID = '0c4f2f0e-3c43-4a43-9c8e-5b7a4a1e9d11';

/** The Stripe test cards as the API's sandbox answers them (api-server payment-gateways.ts). */
const CARD_OUTCOMES: Record<string, { status: 'succeeded' | 'declined'; message?: string }> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'declined', message: 'Your card has insufficient funds.' },
};

/** What a call without an answer rejects with (the shared client's network failure). */
export const connectionLost = () =>
  new ApiError({ detail: 'timeout of 20000ms exceeded' }, undefined, { code: 'ECONNABORTED' });

type CallName = keyof PaymentCalls;

/**
 * The payment API kept in memory: the one edge the saga reaches. It keeps attempts by
 * idempotency key like the server (a repeat answers the first result), completes a checkout once,
 * and can be told to lose the answer of a call after doing its work (a time-out) or to refuse one.
 */
/**
 * What create-payment sends a real gateway's step (keys configured on the API): Stripe's client
 * secret, PayPal's order id, Google Pay's payment request. Its verify accepts the matching proof.
 */
function realClientData(gateway: PaymentGatewayId, n: number): Record<string, string> {
  if (gateway === 'stripe') return { client_secret: `pi_test${n}_secret_abc` };
  if (gateway === 'paypal') return { order_id: `PAYPALORDER${n}` };
  return {
    payment_request: JSON.stringify({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: 'CARD' }],
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '33.80', currencyCode: 'USD' },
      merchantInfo: { merchantId: 'BCR2DN4T0000000' },
    }),
    environment: 'TEST',
  };
}
/** A real attempt pays with its own PaymentIntent or order id, or any Google Pay token. */
function realOutcome(attempt: PaymentAttempt, proof: string): { status: string; message?: string } {
  const expected =
    attempt.gateway === 'stripe'
      ? (attempt.client_data.client_secret ?? '').split('_secret_')[0]
      : attempt.gateway === 'paypal'
        ? attempt.client_data.order_id
        : proof;
  return proof === expected && proof !== ''
    ? { status: 'succeeded' }
    : { status: 'declined', message: 'Your card was declined.' };
}

export function memoryPaymentApi({ real = false }: { real?: boolean } = {}) {
  const attempts = new Map<string, PaymentAttempt & { key: string }>();
  const log: { call: CallName; args: unknown[] }[] = [];
  let order: OrderDetails | null = null;
  const lostAnswers = new Set<CallName>();
  const refusals = new Map<CallName, ApiError>();

  const outcome = async <T>(name: CallName, args: unknown[], work: () => T): Promise<T> => {
    log.push({ call: name, args });
    // A real server answers later; the saga must not rely on answers arriving in the same tick.
    await Promise.resolve();
    const refusal = refusals.get(name);
    if (refusal) throw refusal;
    const result = work();
    if (lostAnswers.delete(name)) throw connectionLost();
    // A copy, like a response body: the store freezes what it keeps, the server's record stays its own.
    return JSON.parse(JSON.stringify(result)) as T;
  };
  const attemptById = (id: string) => {
    const found = [...attempts.values()].find((attempt) => attempt.id === id);
    if (!found)
      throw new ApiError(
        {
          paymentVerify: {
            payment: null,
            errors: [{ field: 'payment_id', code: 'NOT_FOUND', message: 'Payment not found.' }],
          },
        },
        404,
      );
    return found;
  };
  const status = (): CheckoutStatusResponse => {
    const newest = [...attempts.values()].at(-1) ?? null;
    return {
      checkout_id: CHECKOUT_ID,
      status: order ? 'completed' : 'open',
      current_step: order ? 'complete' : 'payment',
      payment: newest,
      order,
    };
  };

  const calls: PaymentCalls = {
    createPayment: (checkoutId, gateway, key) =>
      outcome('createPayment', [checkoutId, gateway, key], () => {
        const earlier = attempts.get(key);
        if (earlier) return earlier;
        const paid = [...attempts.values()].find((attempt) => attempt.status === 'succeeded');
        if (paid) return paid;
        const attempt: PaymentAttempt & { key: string } = {
          id: `payment-${attempts.size + 1}`,
          key,
          gateway,
          status: 'pending',
          amount: { amount: 33.8, currency: 'USD' },
          message: null,
          sandbox: !real,
          client_data: real
            ? realClientData(gateway, attempts.size + 1)
            : gateway === 'paypal'
              ? { order_id: `paypal-order-${attempts.size + 1}` }
              : {},
        };
        attempts.set(key, attempt);
        return attempt;
      }),
    initiatePaypal: (checkoutId, paymentId) =>
      outcome('initiatePaypal', [checkoutId, paymentId], () => attemptById(paymentId)),
    verifyPayment: (checkoutId, paymentId, proof, gateway) =>
      outcome('verifyPayment', [checkoutId, paymentId, proof, gateway], () => {
        const attempt = attemptById(paymentId);
        if (attempt.status === 'pending') {
          const result = !attempt.sandbox
            ? realOutcome(attempt, proof)
            : gateway === 'stripe'
              ? (CARD_OUTCOMES[proof] ?? { status: 'declined', message: 'Your card number is incorrect.' })
              : { status: proof === 'approve' || proof === 'pay' ? 'succeeded' : 'declined' };
          attempt.status = result.status as PaymentAttempt['status'];
          attempt.message = (result as { message?: string }).message ?? null;
        }
        if (attempt.status === 'declined') {
          throw new ApiError(
            {
              detail: attempt.message,
              paymentVerify: {
                payment: attempt,
                errors: [{ field: 'payment', code: 'PAYMENT_ERROR', message: attempt.message }],
              },
            },
            402,
          );
        }
        return attempt;
      }),
    completeCheckout: (checkoutId) =>
      outcome('completeCheckout', [checkoutId], () => {
        order ??= testOrder(
          [...attempts.values()].find((a) => a.status === 'succeeded')?.gateway ?? 'stripe',
        );
        return order;
      }),
    checkoutStatus: (checkoutId) => outcome('checkoutStatus', [checkoutId], status),
  };

  return {
    calls,
    log,
    attempts,
    /** The names of the calls made, in order. */
    callNames: () => log.map((entry) => entry.call),
    /** The next `name` call does its work, then its answer is lost. */
    loseAnswerOf: (name: CallName) => void lostAnswers.add(name),
    /** Every `name` call is refused with `error` (until `accept`). */
    refuse: (name: CallName, error: ApiError) => void refusals.set(name, error),
    accept: (name: CallName) => void refusals.delete(name),
    get order() {
      return order;
    },
  };
}

export function testOrder(gateway: PaymentGatewayId): OrderDetails {
  const usd = (amount: number) => ({ amount, currency: 'USD' });
  return {
    id: 'order-1',
    number: '1001',
    created: '2026-11-22T10:00:00.000Z',
    status: 'UNFULFILLED',
    gateway,
    lines: [
      {
        variantId: 'brief-black-m',
        productName: 'Stud Support Brief',
        variantName: 'M / Black',
        quantity: 1,
        unitPrice: usd(28.8),
        total: usd(28.8),
      },
    ],
    subtotal: usd(28.8),
    shipping: usd(5),
    discount: usd(0),
    total: usd(33.8),
    voucherCode: null,
    shippingMethod: { id: 'standard-us-ca', name: 'Free shipping (3-5 business days)' },
  };
}

/** A real checkout store with its own bus, storage and payment API, and the events it emitted. */
export function createTestCheckout({ real = false }: { real?: boolean } = {}) {
  const bus = createEventBus({ createChannel: null });
  const storage = memoryStorage(bus);
  storage.set('checkoutId', CHECKOUT_ID);
  const api = memoryPaymentApi({ real });
  const events: { type: keyof AppEventMap; payload: unknown }[] = [];
  for (const type of ['cart/countChanged', 'checkout/idChanged'] as const) {
    bus.on(type, (payload) => events.push({ type, payload }));
  }
  let keys = 0;
  const store = createCheckoutStore({
    payment: { calls: api.calls, storage, bus, newKey: () => `attempt-key-${(keys += 1)}` },
  });
  return { store, bus, storage, api, events };
}

export type TestCheckout = ReturnType<typeof createTestCheckout>;
