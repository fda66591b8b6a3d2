import type { ErrorContext } from 'shared-contracts';

/** What this remote's forms say when sending failed and the server gave no sentence of its own. */
export const SENDING_FAILED: ErrorContext = { fallback: 'Sending failed. Please try again.' };
