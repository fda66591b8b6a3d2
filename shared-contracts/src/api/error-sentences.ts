// The server's refusals as sentences a person can read; a visitor never sees the JSON itself.
// The API answers in two ways: its own `{ detail, errors: [{ location?, field, message }] }`,
// where `detail` is the sentence for people and each field's message is for developers, and
// Saleor's `{ detail, <mutation>: { errors: [{ field, code, message }] } }`, where each error's
// message is for people. Pure functions: the browser and a server renderer both use them.
import { MESSAGES } from '../constants/messages';

/** Shown when a call failed and the server gave no sentence of its own that a person can read. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Shown when no answer came at all (offline, time-out, the API down). */
export const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

/** One field the server refused, with the sentence to show beside it. */
export interface ApiFieldError {
  /** The server's name of the field ('email', 'address.postal_code'); null for the whole request. */
  field: string | null;
  /** The server's code of the error ('INVALID', 'NOT_FOUND'), when it sent one. */
  code?: string;
  /** The sentence for people. */
  message: string;
}

/** Sentences for Saleor's error codes, used when the server sends no readable message of its own. */
const CODE_MESSAGES: Readonly<Record<string, string>> = {
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

const INVALID_VALUE = 'This value is not valid.';

// The API's schema validation reports "Invalid body: email must match format." (written for
// developers); any other detail of the API is written for people.
const SCHEMA_REPORT = /^Invalid (body|querystring|params|headers|request)\b/;

type Problem = Record<string, unknown>;

const isRecord = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message a person can read: text that is not JSON, a stack or a page of HTML; else null. */
export function readable(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 300 || /^[[{<]/.test(trimmed)) return null;
  return trimmed;
}

/** The answer's `detail` when it is a sentence for people (not a schema report); else null. */
function peopleDetail(body: unknown): string | null {
  const detail = isRecord(body) ? readable(body.detail) : null;
  return detail && !SCHEMA_REPORT.test(detail) ? detail : null;
}

/** A Saleor error's sentence: its own message when readable, else its code's, else "not valid". */
function problemSentence(problem: Problem): string {
  const code = typeof problem.code === 'string' ? problem.code : '';
  // Without a code it is a schema error, whose message is written for developers.
  return (code && readable(problem.message)) || CODE_MESSAGES[code] || INVALID_VALUE;
}

function fieldError(problem: Problem, message: string): ApiFieldError {
  const field = typeof problem.field === 'string' ? problem.field : null;
  return typeof problem.code === 'string' ? { field, code: problem.code, message } : { field, message };
}

/**
 * The fields an answer refuses, each with its sentence: the API's own errors (top-level
 * `errors`) take the answer's `detail`, unless that is a schema report; Saleor's (under the
 * mutation's name) their own message or their code's sentence.
 */
export function fieldErrorsOf(body: unknown): ApiFieldError[] {
  if (!isRecord(body)) return [];
  if (Array.isArray(body.errors)) {
    const detail = peopleDetail(body);
    return body.errors
      .filter(isRecord)
      .map((problem) => fieldError(problem, detail ?? problemSentence(problem)));
  }
  for (const value of Object.values(body)) {
    if (isRecord(value) && Array.isArray(value.errors))
      return value.errors.filter(isRecord).map((problem) => fieldError(problem, problemSentence(problem)));
  }
  return [];
}

/**
 * The one sentence for an answer (`status` undefined: none came): {@link NETWORK_ERROR} without
 * an answer, else the first refused field's sentence, else a readable `detail`; undefined when the
 * server said nothing a person can read (a 502 page, an empty body).
 */
export function sentenceOf(body: unknown, status: number | undefined): string | undefined {
  if (status === undefined) return NETWORK_ERROR;
  const [first] = fieldErrorsOf(body);
  if (first) return first.message;
  return readable(isRecord(body) ? body.detail : undefined) ?? undefined;
}

/** The server's own error code of an answer (`{ code: 'EMAIL_NOT_VERIFIED' }`), when it has one. */
export function serverCodeOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
}
