import type { PayloadAction } from '@reduxjs/toolkit';
import type { OrderDetails, PaymentAttempt, PaymentGatewayId } from 'shared-contracts';
import { call, getContext, put, race, take, takeLeading } from 'typed-redux-saga';
import { PAYMENT_DEPS, type PaymentDeps } from './payment-deps';
import {
  completionFailure,
  CONNECTION_LOST,
  UNEXPECTED_FAILURE,
  isConnectionFailure,
  paymentFailure,
  type PaymentFailure,
} from './payment-errors';
import {
  failed,
  gatewayApproved,
  gatewayCancelled,
  gatewayFailed,
  gatewayStepOpened,
  payRequested,
  succeeded,
  type PayRequested,
} from './payment.slice';

/** Thrown inside the flow to end it with a message for the shopper. */
class FlowStopped extends Error {
  constructor(readonly failure: PaymentFailure) {
    super(failure.message);
  }
}

/** Runs one call; a refusal becomes the failure `describe` gives, a lost answer is rethrown as is. */
function* step<Args extends unknown[], T>(
  describe: (error: unknown) => PaymentFailure,
  fn: (...args: Args) => Promise<T>,
  ...args: Args
) {
  try {
    return yield* call(fn, ...args);
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    throw new FlowStopped(describe(error));
  }
}

/** The cart is paid: forget it here and in every tab (storage and the bus mirror to other tabs). */
function forgetCart(deps: PaymentDeps): void {
  deps.storage.remove('checkoutId');
  deps.bus.emit('cart/countChanged', { count: 0 });
}

/** Follows up on the completion, clears the cart and tells the page where to go. */
function* finish(deps: PaymentDeps, checkoutId: string, gateway: PaymentGatewayId, order: OrderDetails) {
  // The follow-up call with checkout_id (docs/product.md §4), after completion; the order is already made,
  // so a failure of this read changes nothing for the shopper.
  try {
    yield* call(deps.calls.checkoutStatus, checkoutId);
  } catch {
    // Ignored on purpose: see above.
  }
  yield* call(forgetCart, deps);
  yield* put(succeeded({ orderId: order.id, orderNumber: order.number, gateway, checkoutId }));
}

function* complete(deps: PaymentDeps, checkoutId: string, gateway: PaymentGatewayId) {
  const order = yield* step(completionFailure, deps.calls.completeCheckout, checkoutId);
  yield* finish(deps, checkoutId, gateway, order);
}

/**
 * After a lost answer the outcome is unknown: ask checkout-status instead of paying again. A
 * completed checkout is a success; a paid one is completed; anything else asks for a new attempt.
 */
function* recover(deps: PaymentDeps, checkoutId: string, gateway: PaymentGatewayId) {
  try {
    const status = yield* call(deps.calls.checkoutStatus, checkoutId);
    if (status.status === 'completed' && status.order) {
      yield* finish(deps, checkoutId, gateway, status.order);
      return;
    }
    if (status.payment?.status === 'succeeded') {
      yield* complete(deps, checkoutId, gateway);
      return;
    }
    if (status.payment?.status === 'declined' && status.payment.message) {
      yield* put(failed({ message: status.payment.message }));
      return;
    }
    yield* put(failed({ message: CONNECTION_LOST }));
  } catch (error) {
    yield* put(failed(error instanceof FlowStopped ? error.failure : { message: CONNECTION_LOST }));
  }
}

/** The gateway's own step: the card form, the PayPal window or the Google Pay sheet. */
function* gatewayStep(attempt: PaymentAttempt) {
  yield* put(gatewayStepOpened({ attempt }));
  const { approved, stopped } = yield* race({
    approved: take<PayloadAction<{ proof: string }>>(gatewayApproved.type),
    cancelled: take(gatewayCancelled.type),
    stopped: take<PayloadAction<{ message: string }>>(gatewayFailed.type),
  });
  // The step could not go on (an SDK that did not load): a failure with its message, cart kept.
  if (stopped) throw new FlowStopped({ message: stopped.payload.message });
  return approved ? approved.payload.proof : null;
}

/**
 * docs/product.md §8: create-payment, the gateway's step, verify-payment; on 200 complete, follow
 * up, clear the cart.
 */
export function* payFlow(action: PayloadAction<PayRequested>) {
  const deps = yield* getContext<PaymentDeps>(PAYMENT_DEPS);
  const { checkoutId, gateway } = action.payload;
  // One key per attempt: a retried request of this attempt is answered with its first result.
  const key = action.payload.idempotencyKey ?? deps.newKey();
  try {
    let attempt = yield* step(paymentFailure, deps.calls.createPayment, checkoutId, gateway, key);
    // Already paid (a second tab, a retry after a lost answer): complete, never pay again.
    if (attempt.status === 'succeeded') {
      yield* complete(deps, checkoutId, gateway);
      return;
    }
    if (gateway === 'paypal') {
      attempt = yield* step(paymentFailure, deps.calls.initiatePaypal, checkoutId, attempt.id);
    }
    const proof = yield* gatewayStep(attempt);
    // Cancelled: not an error; the reducer already made Pay available again.
    if (proof === null) return;
    yield* step(paymentFailure, deps.calls.verifyPayment, checkoutId, attempt.id, proof, gateway);
    yield* complete(deps, checkoutId, gateway);
  } catch (error) {
    if (error instanceof FlowStopped) {
      yield* put(failed(error.failure));
      return;
    }
    if (isConnectionFailure(error)) {
      yield* recover(deps, checkoutId, gateway);
      return;
    }
    // A bug must not end the saga (Pay would never answer again): say so and keep the cart.
    yield* put(failed({ message: UNEXPECTED_FAILURE }));
  }
}

export function* paymentSaga() {
  // takeLeading: while one attempt runs, another Pay (double click, Enter) is ignored, never a second payment.
  yield* takeLeading(payRequested.type, payFlow);
}
