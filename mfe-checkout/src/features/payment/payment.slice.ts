import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentAttempt, PaymentGatewayId } from 'shared-contracts';

// The payment step of the checkout page (its contract with the checkout page is in the
// remote README). Actions are events; the payment saga does the work.

export type PaymentPhase = 'idle' | 'pending' | 'awaitingGateway' | 'succeeded' | 'failed';

/** A finished purchase: where the thank-you page goes and which checkout it shows. */
export interface CompletedPayment {
  orderId: string;
  orderNumber: string;
  gateway: PaymentGatewayId;
  checkoutId: string;
}

export interface PaymentState {
  status: PaymentPhase;
  /** The message shown by the Pay button (a declined card, a lost connection), or null. */
  error: string | null;
  /** Errors that belong to a field of the checkout form, e.g. shipment_type. */
  fieldErrors: Record<string, string>;
  /** The attempt whose gateway step (card form, PayPal window, Google Pay sheet) is open. */
  attempt: PaymentAttempt | null;
  completed: CompletedPayment | null;
}

const initialState: PaymentState = {
  status: 'idle',
  error: null,
  fieldErrors: {},
  attempt: null,
  completed: null,
};

/** What Pay sends: the checkout, the chosen gateway and, for a retried attempt, its key. */
export interface PayRequested {
  checkoutId: string;
  gateway: PaymentGatewayId;
  /** Omitted for a new attempt (the saga makes one key per attempt). */
  idempotencyKey?: string;
}

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    payRequested: (state, _action: PayloadAction<PayRequested>) => {
      // The saga ignores a Pay while an attempt runs (takeLeading); so does the state.
      if (state.status === 'pending' || state.status === 'awaitingGateway') return;
      // Pending at once, in the same dispatch: a second click already sees a busy button.
      state.status = 'pending';
      state.error = null;
      state.fieldErrors = {};
      state.completed = null;
    },
    gatewayStepOpened: (state, action: PayloadAction<{ attempt: PaymentAttempt }>) => {
      state.status = 'awaitingGateway';
      state.attempt = action.payload.attempt;
    },
    /** The shopper approved in the gateway's step; `proof` is what verify-payment checks. */
    gatewayApproved: (state, _action: PayloadAction<{ proof: string }>) => {
      state.status = 'pending';
      state.attempt = null;
    },
    /** The gateway's step could not go on (its SDK did not load...); the saga reports `message`. */
    gatewayFailed: (state, _action: PayloadAction<{ message: string }>) => {
      state.status = 'pending';
      state.attempt = null;
    },
    /** The PayPal window, the Google Pay sheet or the card form was closed: not an error. */
    gatewayCancelled: (state) => {
      state.status = 'idle';
      state.attempt = null;
    },
    succeeded: (state, action: PayloadAction<CompletedPayment>) => {
      state.status = 'succeeded';
      state.attempt = null;
      state.completed = action.payload;
    },
    failed: (state, action: PayloadAction<{ message: string; field?: string }>) => {
      const { message, field } = action.payload;
      state.status = 'failed';
      state.attempt = null;
      if (field) state.fieldErrors = { ...state.fieldErrors, [field]: message };
      else state.error = message;
    },
    /** The shopper changed what the error was about (picked a shipping method...). */
    errorsDismissed: (state) => {
      state.error = null;
      state.fieldErrors = {};
      if (state.status === 'failed') state.status = 'idle';
    },
    /** The page moved on to the thank-you page: the next checkout starts fresh. */
    completionHandled: () => initialState,
  },
  selectors: {
    selectPaymentStatus: (state) => state.status,
    selectPaymentPending: (state) => state.status === 'pending' || state.status === 'awaitingGateway',
    selectPaymentError: (state) => state.error,
    selectPaymentFieldErrors: (state) => state.fieldErrors,
    selectPaymentAttempt: (state) => state.attempt,
    selectCompletedPayment: (state) => state.completed,
  },
});

export const {
  payRequested,
  gatewayStepOpened,
  gatewayApproved,
  gatewayCancelled,
  gatewayFailed,
  succeeded,
  failed,
  errorsDismissed,
  completionHandled,
} = paymentSlice.actions;

export const {
  selectPaymentStatus,
  selectPaymentPending,
  selectPaymentError,
  selectPaymentFieldErrors,
  selectPaymentAttempt,
  selectCompletedPayment,
} = paymentSlice.selectors;
