import { isValidEmail } from 'shared-contracts';

export const required =
  (message: string) =>
  (value: string | undefined): string | undefined =>
    value?.trim() ? undefined : message;

export const validEmail = (value: string | undefined): string | undefined =>
  !value?.trim()
    ? 'Please enter your email.'
    : isValidEmail(value.trim())
      ? undefined
      : 'Please enter a valid email.';

/** The server's message for a failed submit, or a general one. */
export function failureMessage(error: unknown, fallback = 'Sending failed. Please try again.'): string {
  const body = (error as { body?: { detail?: unknown } } | undefined)?.body;
  return typeof body?.detail === 'string' ? body.detail : fallback;
}
