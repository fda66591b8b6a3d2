import { waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { CHECKOUT_ID, createTestCheckout, type TestCheckout } from '../../testing/checkout-test-kit';
import {
  gatewayApproved,
  gatewayCancelled,
  gatewayFailed,
  payRequested,
  selectPaymentPending,
} from './payment.slice';

const state = (checkout: TestCheckout) => checkout.store.getState().payment;
const pay = (checkout: TestCheckout, gateway: 'stripe' | 'paypal' | 'google-pay' = 'stripe') =>
  checkout.store.dispatch(payRequested({ checkoutId: CHECKOUT_ID, gateway }));

async function untilGatewayStep(checkout: TestCheckout) {
  await waitFor(() => expect(state(checkout).status).toBe('awaitingGateway'));
}
async function untilSettled(checkout: TestCheckout) {
  await waitFor(() => expect(['succeeded', 'failed', 'idle']).toContain(state(checkout).status));
}

describe('the payment saga', () => {
  it('pays with a Stripe test card: create-payment, the card step, verify-payment, completion by id, the follow-up with checkout_id, then clears the cart', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    await untilGatewayStep(checkout);
    expect(state(checkout).attempt).toMatchObject({ gateway: 'stripe', status: 'pending' });
    checkout.store.dispatch(gatewayApproved({ proof: '4242424242424242' }));
    await untilSettled(checkout);

    expect(state(checkout)).toMatchObject({ status: 'succeeded', error: null });
    expect(state(checkout).completed).toEqual({
      orderId: 'order-1',
      orderNumber: '1001',
      gateway: 'stripe',
      checkoutId: CHECKOUT_ID,
    });
    expect(checkout.api.callNames()).toEqual([
      'createPayment',
      'verifyPayment',
      'completeCheckout',
      'checkoutStatus',
    ]);
    expect(checkout.api.log[3]?.args).toEqual([CHECKOUT_ID]);
    expect(checkout.storage.get('checkoutId')).toBeNull();
    expect(checkout.events).toEqual(
      expect.arrayContaining([
        { type: 'checkout/idChanged', payload: { checkoutId: null } },
        { type: 'cart/countChanged', payload: { count: 0 } },
      ]),
    );
  });

  it('asks paypal/initiate before the PayPal window and pays on Approve', async () => {
    const checkout = createTestCheckout();
    pay(checkout, 'paypal');
    await untilGatewayStep(checkout);
    expect(state(checkout).attempt?.client_data.order_id).toBe('paypal-order-1');
    checkout.store.dispatch(gatewayApproved({ proof: 'approve' }));
    await untilSettled(checkout);
    expect(state(checkout).status).toBe('succeeded');
    expect(checkout.api.callNames().slice(0, 3)).toEqual([
      'createPayment',
      'initiatePaypal',
      'verifyPayment',
    ]);
  });

  it('ends the attempt with the step’s message when the step cannot go on (an SDK that did not load), cart kept', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    await untilGatewayStep(checkout);
    checkout.store.dispatch(gatewayFailed({ message: 'PayPal could not be loaded.' }));
    await untilSettled(checkout);

    expect(state(checkout)).toMatchObject({
      status: 'failed',
      error: 'PayPal could not be loaded.',
      attempt: null,
    });
    expect(checkout.api.callNames()).toEqual(['createPayment']);
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
    expect(selectPaymentPending(checkout.store.getState())).toBe(false);
  });

  it('keeps the cart and shows "Your card was declined." for the declined test card', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    await untilGatewayStep(checkout);
    checkout.store.dispatch(gatewayApproved({ proof: '4000000000000002' }));
    await untilSettled(checkout);

    expect(state(checkout)).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    expect(checkout.api.callNames()).not.toContain('completeCheckout');
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('after a time-out asks checkout-status instead of paying again, and completes the paid checkout', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    await untilGatewayStep(checkout);
    // verify-payment charged the card, but its answer never arrived.
    checkout.api.loseAnswerOf('verifyPayment');
    checkout.store.dispatch(gatewayApproved({ proof: '4242424242424242' }));
    await untilSettled(checkout);

    expect(state(checkout).status).toBe('succeeded');
    expect(checkout.api.callNames()).toEqual([
      'createPayment',
      'verifyPayment',
      'checkoutStatus',
      'completeCheckout',
      'checkoutStatus',
    ]);
    expect(checkout.api.attempts.size).toBe(1);
    expect(checkout.storage.get('checkoutId')).toBeNull();
  });

  it('after a lost completion answer finds the order through checkout-status and completes nothing twice', async () => {
    const checkout = createTestCheckout();
    pay(checkout, 'google-pay');
    await untilGatewayStep(checkout);
    checkout.api.loseAnswerOf('completeCheckout');
    checkout.store.dispatch(gatewayApproved({ proof: 'pay' }));
    await untilSettled(checkout);

    expect(state(checkout).status).toBe('succeeded');
    expect(checkout.api.callNames().filter((name) => name === 'completeCheckout')).toHaveLength(1);
  });

  it('says the connection was lost when neither the payment nor checkout-status answers, keeping the cart', async () => {
    const checkout = createTestCheckout();
    checkout.api.loseAnswerOf('createPayment');
    checkout.api.refuse(
      'checkoutStatus',
      new ApiError({ detail: 'Network Error' }, undefined, { code: 'ERR_NETWORK' }),
    );
    pay(checkout);
    await untilSettled(checkout);

    expect(state(checkout).status).toBe('failed');
    expect(state(checkout).error).toMatch(/could not reach the payment server/);
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('treats a cancelled gateway step as no error and lets Pay start a new attempt with a new key', async () => {
    const checkout = createTestCheckout();
    pay(checkout, 'google-pay');
    await untilGatewayStep(checkout);
    checkout.store.dispatch(gatewayCancelled());
    await untilSettled(checkout);
    expect(state(checkout)).toMatchObject({ status: 'idle', error: null, attempt: null });
    expect(selectPaymentPending(checkout.store.getState())).toBe(false);
    expect(checkout.api.callNames()).toEqual(['createPayment']);

    pay(checkout, 'google-pay');
    await untilGatewayStep(checkout);
    const keys = checkout.api.log
      .filter((entry) => entry.call === 'createPayment')
      .map((entry) => entry.args[2]);
    expect(keys).toEqual(['attempt-key-1', 'attempt-key-2']);
  });

  it('makes one attempt when Pay is sent twice while an attempt runs', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    pay(checkout);
    await untilGatewayStep(checkout);
    pay(checkout);
    checkout.store.dispatch(gatewayApproved({ proof: '4242424242424242' }));
    await untilSettled(checkout);
    expect(checkout.api.callNames().filter((name) => name === 'createPayment')).toHaveLength(1);
    expect(state(checkout).status).toBe('succeeded');
  });

  it('uses the idempotency key it is given, so a retried attempt is answered with its first result', async () => {
    const checkout = createTestCheckout();
    checkout.store.dispatch(
      payRequested({ checkoutId: CHECKOUT_ID, gateway: 'stripe', idempotencyKey: 'retry-key-1' }),
    );
    await untilGatewayStep(checkout);
    expect(checkout.api.log[0]?.args[2]).toBe('retry-key-1');
  });

  it('shows "Shipping method is required!" on shipment_type when a failure carries no parseable error', async () => {
    const checkout = createTestCheckout();
    checkout.api.refuse('createPayment', new ApiError('<html>Bad gateway</html>', 502));
    pay(checkout);
    await untilSettled(checkout);
    expect(state(checkout)).toMatchObject({
      status: 'failed',
      error: null,
      fieldErrors: { shipment_type: 'Shipping method is required!' },
    });
  });

  it('parses the completion errors as JSON and shows the first item', async () => {
    const checkout = createTestCheckout();
    const errors = [
      {
        field: 'quantity',
        code: 'INSUFFICIENT_STOCK',
        message: 'Stud Support Brief (M / Black) is out of stock.',
      },
      { field: null, code: 'CHECKOUT_NOT_FULLY_PAID', message: 'The checkout is not fully paid.' },
    ];
    checkout.api.refuse(
      'completeCheckout',
      new ApiError(
        {
          detail: errors[0]?.message,
          checkoutComplete: { confirmationData: JSON.stringify(errors), order: null, errors },
        },
        409,
      ),
    );
    pay(checkout);
    await untilGatewayStep(checkout);
    checkout.store.dispatch(gatewayApproved({ proof: '4242424242424242' }));
    await untilSettled(checkout);
    expect(state(checkout)).toMatchObject({
      status: 'failed',
      error: 'Stud Support Brief (M / Black) is out of stock.',
    });
    expect(checkout.storage.get('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('completes without a second payment when create-payment answers an attempt already paid (a second tab)', async () => {
    const checkout = createTestCheckout();
    pay(checkout);
    await untilGatewayStep(checkout);
    checkout.api.loseAnswerOf('verifyPayment');
    checkout.api.refuse(
      'checkoutStatus',
      new ApiError({ detail: 'Network Error' }, undefined, { code: 'ERR_NETWORK' }),
    );
    checkout.store.dispatch(gatewayApproved({ proof: '4242424242424242' }));
    await untilSettled(checkout);
    expect(state(checkout).status).toBe('failed');

    checkout.api.accept('checkoutStatus');
    pay(checkout);
    await untilSettled(checkout);
    expect(state(checkout).status).toBe('succeeded');
    expect(checkout.api.callNames().filter((name) => name === 'verifyPayment')).toHaveLength(1);
  });
});
