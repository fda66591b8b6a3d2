import { isValidEmail } from 'shared-contracts';

type Validator = (value: string | undefined) => string | undefined;

export const required =
  (message: string): Validator =>
  (value) =>
    value?.trim() ? undefined : message;

/** docs/product.md §5 email pattern: text, @, text, dot, text, no spaces. */
export const validEmail: Validator = (value) =>
  !value?.trim()
    ? 'Please enter your email.'
    : isValidEmail(value.trim())
      ? undefined
      : 'Please enter a valid email address.';

/** The server takes 8 to 128 characters. */
export const newPassword: Validator = (value) =>
  !value
    ? 'Please choose a password.'
    : value.length < 8
      ? 'Use at least 8 characters.'
      : value.length > 128
        ? 'Use at most 128 characters.'
        : undefined;

/** Six digits, as the email shows them. */
export const sixDigitCode: Validator = (value) =>
  !value?.trim()
    ? 'Please enter the code from the email.'
    : /^\d{6}$/.test(value.trim())
      ? undefined
      : 'The code has 6 digits.';

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
