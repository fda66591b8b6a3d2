import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { MESSAGES } from 'shared-contracts';
import type { CheckoutQueryError } from '../../app/axios-base-query';

// The server's refusals as sentences by the field they concern (docs/product.md §5). The API answers
// Saleor's way, `{ detail, <mutation>: { errors: [{ field, code, message }] } }`, or with schema
// errors `{ detail, errors: [{ field, message }] }`; a shopper never sees the JSON itself.

/** One error as the server lists it. */
interface ServerProblem {
  field?: unknown;
  code?: unknown;
  message?: unknown;
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

/** Sentences for Saleor's error codes, used when the server sends no readable message of its own. */
const CODE_MESSAGES: Record<string, string> = {
  NOT_FOUND: 'Your cart has changed or expired. Please go back to your cart.',
  INVALID: 'This value is not valid.',
  REQUIRED: 'This field is required.',
  INSUFFICIENT_STOCK: 'Some items in your cart are no longer in stock.',
  VOUCHER_NOT_APPLICABLE: 'This code cannot be used on this order.',
  PROMO_CODE_NOT_APPLICABLE: 'This code cannot be used on this order.',
  SHIPPING_ADDRESS_NOT_SET: 'Save your shipping details first.',
  SHIPPING_METHOD_NOT_SET: MESSAGES.shippingMethodRequired,
  SHIPPING_METHOD_NOT_APPLICABLE: 'This shipping method is not available for your address.',
  CHECKOUT_NOT_FULLY_PAID: 'Your payment has not gone through yet.',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message a person can read: text that is not JSON, a stack or a page of HTML. */
function readable(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 300 || /^[[{<]/.test(trimmed)) return null;
  return trimmed;
}

/** The errors of an answer: under the mutation's name (Saleor), or at the top (schema errors). */
export function problemsOf(body: unknown): ServerProblem[] {
  if (!isRecord(body)) return [];
  if (Array.isArray(body.errors)) return body.errors.filter(isRecord);
  for (const value of Object.values(body)) {
    if (isRecord(value) && Array.isArray(value.errors)) return value.errors.filter(isRecord);
  }
  return [];
}

/** The sentence for one server error: its own message when readable, else its code's, else a generic one. */
export function problemText(problem: ServerProblem): string {
  const code = typeof problem.code === 'string' ? problem.code : '';
  // A schema error's message is written for developers ("must match pattern ..."): use the code's.
  const schemaError = !code;
  return (
    (!schemaError && readable(problem.message)) ||
    CODE_MESSAGES[code] ||
    CODE_MESSAGES.INVALID ||
    GENERIC_ERROR
  );
}

/** A failed RTK Query call's error as the base query made it; anything else (a thrown bug) is none. */
function asQueryError(error: unknown): CheckoutQueryError | undefined {
  return isRecord(error) && 'body' in error ? (error as unknown as CheckoutQueryError) : undefined;
}

/** The one sentence for a failed call, for a place without fields (a toast, the top of a form). */
export function errorText(failure: unknown): string {
  const error = asQueryError(failure);
  if (!error) return GENERIC_ERROR;
  if (error.status === undefined) return NETWORK_ERROR;
  const [first] = problemsOf(error.body);
  if (first) return problemText(first);
  return readable(isRecord(error.body) ? error.body.detail : undefined) ?? GENERIC_ERROR;
}

/**
 * A failed call as final-form submission errors: each server error beside the form field it
 * names (`fields` maps the server's field names to the form's), the rest above the form.
 */
export function submissionErrors(
  failure: unknown,
  fields: Readonly<Record<string, string>>,
): SubmissionErrors {
  const error = asQueryError(failure);
  const result: Record<string, string> = {};
  for (const problem of problemsOf(error?.body)) {
    // Schema errors name nested fields with dots ("address.postal_code").
    const serverField = typeof problem.field === 'string' ? problem.field.replace(/^address\./, '') : '';
    const field = fields[serverField] ?? FORM_ERROR;
    result[field] ??= problemText(problem);
  }
  if (Object.keys(result).length === 0) result[FORM_ERROR] = errorText(failure);
  return result;
}
