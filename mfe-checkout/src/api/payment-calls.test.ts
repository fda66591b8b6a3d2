import { bodyOf, fakeApi, routes } from 'remote-kit/testing';
import { createPaymentCalls, PAYMENT_CALL_TIMEOUT_MS } from './payment-calls';
import { receiptTokenFor } from './receipt-token';

const attempt = { id: 'p-1', gateway: 'stripe', status: 'pending', client_data: { client_secret: 'cs' } };
const paid = { payment: attempt, errors: [] };
const order = { id: 'o-1', number: '1001' };

describe('the payment calls', () => {
  it('creates a payment with the idempotency key, waiting at most the payment timeout', async () => {
    const api = fakeApi(
      routes({ 'POST /api/ecom/create-payment/': { status: 200, data: { paymentCreate: paid } } }),
    );
    expect(await createPaymentCalls(api.client).createPayment('c-1', 'stripe', 'key-1')).toEqual(attempt);
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', gateway: 'stripe', idempotency_key: 'key-1' });
    expect(api.requests[0]!.timeout).toBe(PAYMENT_CALL_TIMEOUT_MS);
  });

  it("rejects with the API's first error when the answer holds no payment", async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/create-payment/': {
          status: 200,
          data: {
            paymentCreate: { payment: null, errors: [{ field: null, message: 'Your card was declined.' }] },
          },
        },
      }),
    );
    await expect(createPaymentCalls(api.client).createPayment('c-1', 'stripe', 'k')).rejects.toThrow(
      'Your card was declined.',
    );
  });

  it('initiates a PayPal payment for the attempt', async () => {
    const api = fakeApi(
      routes({ 'POST /api/payment/paypal/initiate/': { status: 200, data: { paymentInitiate: paid } } }),
    );
    expect(await createPaymentCalls(api.client).initiatePaypal('c-1', 'p-1')).toEqual(attempt);
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', payment_id: 'p-1' });
  });

  it('verifies a card payment at verify-payment and a Google Pay one at gpay, with the proof', async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/verify-payment/': { status: 200, data: { paymentVerify: paid } },
        'POST /api/payment/gpay/': { status: 200, data: { paymentVerify: paid } },
      }),
    );
    const calls = createPaymentCalls(api.client);
    expect(await calls.verifyPayment('c-1', 'p-1', 'proof-1', 'stripe')).toEqual(attempt);
    expect(await calls.verifyPayment('c-1', 'p-2', 'proof-2', 'google-pay')).toEqual(attempt);
    expect(api.sent()).toEqual(['POST /api/ecom/verify-payment/', 'POST /api/payment/gpay/']);
    expect(api.requests.map(bodyOf)).toEqual([
      { id: 'c-1', payment_id: 'p-1', token: 'proof-1' },
      { id: 'c-1', payment_id: 'p-2', token: 'proof-2' },
    ]);
  });

  it("completes the checkout with this tab's receipt token and returns the order", async () => {
    const api = fakeApi(
      routes({
        'POST /api/ecom/checkout-order-details/': {
          status: 200,
          data: {
            checkoutComplete: {
              confirmationData: JSON.stringify({ order }),
              order: { id: 'o-1' },
              errors: [],
            },
          },
        },
      }),
    );
    expect(await createPaymentCalls(api.client).completeCheckout('c-1')).toEqual(order);
    expect(bodyOf(api.requests[0]!)).toEqual({ id: 'c-1', receipt_token: receiptTokenFor('c-1') });
  });

  it('asks checkout-status with the checkout id and receipt token', async () => {
    const status = {
      checkout_id: 'c-2',
      status: 'completed',
      current_step: 'complete',
      payment: null,
      order,
    };
    const api = fakeApi(routes({ 'POST /api/ecom/checkout-status/': { status: 200, data: status } }));
    expect(await createPaymentCalls(api.client).checkoutStatus('c-2')).toEqual(status);
    expect(bodyOf(api.requests[0]!)).toEqual({ checkout_id: 'c-2', receipt_token: receiptTokenFor('c-2') });
  });

  it('rejects with the HTTP status of a failed call', async () => {
    const api = fakeApi(routes({ 'POST /api/ecom/checkout-status/': { status: 503, data: {} } }));
    await expect(createPaymentCalls(api.client).checkoutStatus('c-1')).rejects.toMatchObject({ status: 503 });
  });
});
