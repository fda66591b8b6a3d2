import {
  endpoints,
  type CheckoutCompleteResponse,
  type CheckoutOrderDetailsRequest,
  type CheckoutStatusRequest,
  type CheckoutStatusResponse,
  type CreatePaymentRequest,
  type OrderConfirmationData,
  type OrderDetails,
  type PaymentAttempt,
  type PaymentGatewayId,
  type PaymentResponse,
  type PaypalInitiateRequest,
  type VerifyPaymentRequest,
  type ApiClient,
} from 'shared-contracts';
import { receiptTokenFor } from './receipt-token';

/**
 * How long one payment call may take. Past it the saga asks checkout-status what happened instead
 * of paying again, so a hanging request never leaves the shopper guessing.
 */
export const PAYMENT_CALL_TIMEOUT_MS = 20_000;

/** The payment and completion calls the saga makes; each rejects with ApiError (shared client). */
export interface PaymentCalls {
  createPayment: (
    checkoutId: string,
    gateway: PaymentGatewayId,
    idempotencyKey: string,
  ) => Promise<PaymentAttempt>;
  /** PayPal: the attempt again with its PayPal order id, before the PayPal window opens. */
  initiatePaypal: (checkoutId: string, paymentId: string) => Promise<PaymentAttempt>;
  /** verify-payment (gpay for Google Pay) with the proof the gateway's step produced. */
  verifyPayment: (
    checkoutId: string,
    paymentId: string,
    proof: string,
    gateway: PaymentGatewayId,
  ) => Promise<PaymentAttempt>;
  /** checkout-order-details: completes the checkout by id (again: the same order). */
  completeCheckout: (checkoutId: string) => Promise<OrderDetails>;
  /** checkout-status: the follow-up call with checkout_id, and the question asked after a lost answer. */
  checkoutStatus: (checkoutId: string) => Promise<CheckoutStatusResponse>;
}

function attemptOf(payment: PaymentResponse): PaymentAttempt {
  if (!payment.payment) throw new Error(payment.errors[0]?.message ?? 'The payment did not go through.');
  return payment.payment;
}

/** The calls on an API client (the shared one in the page, a test's own in tests). */
export function createPaymentCalls(client: ApiClient): PaymentCalls {
  const options = { timeout: PAYMENT_CALL_TIMEOUT_MS };
  return {
    createPayment: async (id, gateway, idempotencyKey) =>
      attemptOf(
        (
          await client.post<{ paymentCreate: PaymentResponse }>(
            endpoints.checkout.createPayment,
            { id, gateway, idempotency_key: idempotencyKey } satisfies CreatePaymentRequest,
            options,
          )
        ).data.paymentCreate,
      ),
    initiatePaypal: async (id, paymentId) =>
      attemptOf(
        (
          await client.post<{ paymentInitiate: PaymentResponse }>(
            endpoints.payment.paypalInitiate,
            { id, payment_id: paymentId } satisfies PaypalInitiateRequest,
            options,
          )
        ).data.paymentInitiate,
      ),
    verifyPayment: async (id, paymentId, proof, gateway) =>
      attemptOf(
        (
          await client.post<{ paymentVerify: PaymentResponse }>(
            gateway === 'google-pay' ? endpoints.payment.gpay : endpoints.checkout.verifyPayment,
            { id, payment_id: paymentId, token: proof } satisfies VerifyPaymentRequest,
            options,
          )
        ).data.paymentVerify,
      ),
    completeCheckout: async (id) => {
      const { data } = await client.post<CheckoutCompleteResponse>(
        endpoints.checkout.checkoutOrderDetails,
        // The tab's proof, kept with the order: the thank-you page shows it only here.
        { id, receipt_token: receiptTokenFor(id) } satisfies CheckoutOrderDetailsRequest,
        options,
      );
      const confirmation = JSON.parse(
        data.checkoutComplete.confirmationData ?? '{}',
      ) as OrderConfirmationData;
      return confirmation.order;
    },
    checkoutStatus: async (checkoutId) =>
      (
        await client.post<CheckoutStatusResponse>(
          endpoints.checkout.checkoutStatus,
          {
            checkout_id: checkoutId,
            receipt_token: receiptTokenFor(checkoutId),
          } satisfies CheckoutStatusRequest,
          options,
        )
      ).data,
  };
}
