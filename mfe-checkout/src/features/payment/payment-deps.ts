import type { EventBus, TypedStorage } from 'shared-contracts';
import type { PaymentCalls } from '../../api/payment-calls';

/** What the payment saga reaches outside the store, given through the saga context (tests give their own). */
export interface PaymentDeps {
  calls: PaymentCalls;
  storage: TypedStorage;
  bus: EventBus;
  /** A fresh idempotency key: one per payment attempt. */
  newKey: () => string;
}

export const PAYMENT_DEPS = 'paymentDeps';
