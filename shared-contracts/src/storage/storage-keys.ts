import type { User } from '../entities/user';

/**
 * Keys the product keeps in local storage: docs/product.md §3's, and `checkoutSecret` beside `checkoutId`.
 * The checkout id is no secret (it is in the thank-you page's address), so the API opens a guest's
 * checkout only to the browser holding the secret create-checkout answered; it lives and goes
 * with the id (removing `checkoutId` removes it too).
 */
export type StorageKey = 'access' | 'refresh' | 'user' | 'checkoutId' | 'checkoutSecret' | 'subscribed';

/** Every storage key. */
export const STORAGE_KEYS: readonly StorageKey[] = [
  'access',
  'refresh',
  'user',
  'checkoutId',
  'checkoutSecret',
  'subscribed',
];

/** The value type of each key. */
export interface StorageValues {
  /** Access token (JWT), stored as the raw string. */
  access: string;
  /** Refresh token (JWT), stored as the raw string. */
  refresh: string;
  /** The signed-in user, stored as JSON. */
  user: User;
  /** Id of the current checkout (the cart), stored as the raw string. */
  checkoutId: string;
  /** The current checkout's secret (header X-Checkout-Secret), stored as the raw string. */
  checkoutSecret: string;
  /** The visitor subscribed from the popup, stored as JSON ('true'). */
  subscribed: boolean;
}

/** Keys stored as raw strings; the others are JSON. */
export const RAW_STRING_KEYS: readonly StorageKey[] = ['access', 'refresh', 'checkoutId', 'checkoutSecret'];
