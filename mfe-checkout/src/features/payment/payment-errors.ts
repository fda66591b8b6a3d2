import { isApiError, type CheckoutError } from 'shared-contracts';

/** What the shopper is told after a failed step, and the form field it belongs to, if any. */
export interface PaymentFailure {
  message: string;
  field?: string;
}

/** docs/product.md §8: a payment failure with no parseable error is shown on the shipment type. */
export const SHIPPING_METHOD_REQUIRED: PaymentFailure = {
  message: 'Shipping method is required!',
  field: 'shipment_type',
};

/** Said when the server could not be reached and checkout-status could not tell what happened. */
export const CONNECTION_LOST =
  'We could not reach the payment server. You have not been charged twice; please try Pay again.';

/** Said when something unforeseen stopped the payment; the cart is kept. */
export const UNEXPECTED_FAILURE = 'The payment did not go through. Please try again.';

/** Form fields the checkout page shows errors under; other errors are shown by the Pay button. */
const FORM_FIELDS = new Set(['shipment_type']);

function failureOf(error: CheckoutError | undefined): PaymentFailure | null {
  if (!error || typeof error.message !== 'string' || error.message === '') return null;
  // The API names the shipment field shipment_type already; SHIPPING_METHOD_NOT_SET may come without it.
  const field =
    error.code === 'SHIPPING_METHOD_NOT_SET'
      ? 'shipment_type'
      : error.field && FORM_FIELDS.has(error.field)
        ? error.field
        : undefined;
  return field ? { message: error.message, field } : { message: error.message };
}

const isErrorList = (value: unknown): value is CheckoutError[] => Array.isArray(value);

/** True when no answer came (network failure, time-out): the outcome is unknown, not refused. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && error.status === undefined && error.code !== 'ERR_CANCELED';
}

/**
 * A refused payment step (create-payment, paypal/initiate, verify-payment, gpay): the first
 * Saleor error of its answer, else the shipment rule of docs/product.md §8.
 */
export function paymentFailure(error: unknown): PaymentFailure {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null) {
    for (const value of Object.values(error.body)) {
      const errors = (value as { errors?: unknown } | null)?.errors;
      if (isErrorList(errors)) {
        const failure = failureOf(errors[0]);
        if (failure) return failure;
      }
    }
  }
  return SHIPPING_METHOD_REQUIRED;
}

/**
 * A refused completion (checkout-order-details): its confirmationData is parsed as JSON and the
 * first item shown (docs/product.md §8); anything unparseable falls back to the shipment rule.
 */
export function completionFailure(error: unknown): PaymentFailure {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null)
    return SHIPPING_METHOD_REQUIRED;
  const data = (error.body as { checkoutComplete?: { confirmationData?: unknown } }).checkoutComplete
    ?.confirmationData;
  if (typeof data !== 'string') return paymentFailure(error);
  try {
    const parsed: unknown = JSON.parse(data);
    const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    if (typeof first === 'string' && first !== '') return { message: first };
    return failureOf(first as CheckoutError | undefined) ?? SHIPPING_METHOD_REQUIRED;
  } catch {
    return SHIPPING_METHOD_REQUIRED;
  }
}
