import { type Env, positiveInteger } from './env';

/**
 * Hourly budgets of what anonymous visitors and users can make the product do for them: each
 * contact form stores a row and reaches a person, each subscription mails an address that may not
 * be the sender's, each chat room is a row, each cart may hold stock others want. Far above what a person does, far below a script.
 */
export interface SubmissionLimitsConfig {
  /** Contact and consultation forms per client address. */
  contactFormsPerAddress: number;
  /** Subscription requests per client address. */
  subscriptionsPerAddress: number;
  /** Chat rooms created per user. */
  chatRoomsPerUser: number;
  /** Carts (create-checkout) per client address, and per signed-in user: each may hold stock. */
  cartsPerAddress: number;
  /** Add-to-cart calls per client address. */
  cartAddsPerAddress: number;
  /**
   * Line changes (add-to-cart, update-of-cart) per cart, from any address: a cart is a shopper's
   * session, so a script spread over many addresses still works one cart at human speed.
   */
  cartChangesPerCart: number;
}

export const DEFAULT_SUBMISSION_LIMITS: SubmissionLimitsConfig = {
  contactFormsPerAddress: 10,
  subscriptionsPerAddress: 5,
  chatRoomsPerUser: 30,
  cartsPerAddress: 30,
  cartAddsPerAddress: 600,
  cartChangesPerCart: 120,
};

export function submissionLimitsFromEnv(env: Env): SubmissionLimitsConfig {
  return {
    contactFormsPerAddress: positiveInteger(
      env,
      'CONTACT_FORMS_PER_HOUR',
      DEFAULT_SUBMISSION_LIMITS.contactFormsPerAddress,
    ),
    subscriptionsPerAddress: positiveInteger(
      env,
      'SUBSCRIPTIONS_PER_HOUR',
      DEFAULT_SUBMISSION_LIMITS.subscriptionsPerAddress,
    ),
    chatRoomsPerUser: positiveInteger(env, 'CHAT_ROOMS_PER_HOUR', DEFAULT_SUBMISSION_LIMITS.chatRoomsPerUser),
    cartsPerAddress: positiveInteger(env, 'CARTS_PER_HOUR', DEFAULT_SUBMISSION_LIMITS.cartsPerAddress),
    cartAddsPerAddress: positiveInteger(
      env,
      'CART_ADDS_PER_HOUR',
      DEFAULT_SUBMISSION_LIMITS.cartAddsPerAddress,
    ),
    cartChangesPerCart: positiveInteger(
      env,
      'CART_CHANGES_PER_CART_PER_HOUR',
      DEFAULT_SUBMISSION_LIMITS.cartChangesPerCart,
    ),
  };
}
