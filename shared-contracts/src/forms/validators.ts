// The forms' field rules for final-form (`validate` of a field): each returns the sentence to
// show, or undefined when the value is fine. One sentence per error, whichever form shows it.
import { isValidEmail } from '../constants/validation';

/** A field rule: the error's sentence, or undefined. */
export type Validator = (value: string | undefined) => string | undefined;

/** The sentence of each error the shared rules report. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please choose a password.',
  passwordTooShort: 'Use at least 8 characters.',
  passwordTooLong: 'Use at most 128 characters.',
  codeRequired: 'Please enter the code from the email.',
  codeInvalid: 'The code has 6 digits.',
} as const;

/** Something other than blanks, else `message` (the field's own "Please enter your …"). */
export const required =
  (message: string): Validator =>
  (value) =>
    value?.trim() ? undefined : message;

/**
 * An email address by docs/product.md's pattern (text, @, text, dot, text, no spaces); blanks
 * around it are ignored.
 */
export const validEmail: Validator = (value) => {
  const email = value?.trim();
  if (!email) return VALIDATION_MESSAGES.emailRequired;
  return isValidEmail(email) ? undefined : VALIDATION_MESSAGES.emailInvalid;
};

/** A new password: the API takes 8 to 128 characters. */
export const newPassword: Validator = (value) => {
  if (!value) return VALIDATION_MESSAGES.passwordRequired;
  if (value.length < 8) return VALIDATION_MESSAGES.passwordTooShort;
  return value.length > 128 ? VALIDATION_MESSAGES.passwordTooLong : undefined;
};

/** A one-time code: six digits, as the email shows them. */
export const sixDigitCode: Validator = (value) => {
  const code = value?.trim();
  if (!code) return VALIDATION_MESSAGES.codeRequired;
  return /^\d{6}$/.test(code) ? undefined : VALIDATION_MESSAGES.codeInvalid;
};

/** A number from `min` to `max`; an empty answer is an error only when `isRequired`. */
export const numberBetween =
  (label: string, min: number, max: number, isRequired = true): Validator =>
  (value) => {
    if (!value?.trim()) return isRequired ? `Please enter your ${label}.` : undefined;
    const number = Number(value);
    return Number.isFinite(number) && number >= min && number <= max
      ? undefined
      : `Please enter a ${label} between ${min} and ${max}.`;
  };
