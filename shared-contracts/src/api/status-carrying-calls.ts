import { endpoints } from './endpoints';

/** HTTP method of a call. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

/** A call, by method and path (`{slug}` marks a path parameter). */
export interface CallRef {
  method: HttpMethod;
  path: string;
}

/**
 * Calls whose callers rely on the HTTP status of a rejection (docs/product.md §8): sign-up, login, OTP
 * verification, reset-password, send-reset-OTP, update-profile, order-list and chat-room delete.
 * Chat message loading relies on the status alone.
 *
 * Every `ApiError` carries `status` whenever there was a response, so this list documents who
 * depends on it rather than switching anything on.
 */
export const STATUS_CARRYING_CALLS: readonly CallRef[] = Object.freeze([
  { method: 'POST', path: endpoints.users.signUp },
  { method: 'POST', path: endpoints.users.login },
  { method: 'POST', path: endpoints.users.verifyOtp },
  { method: 'POST', path: endpoints.users.resetPassword },
  { method: 'POST', path: endpoints.users.sendResetPasswordOtp },
  { method: 'POST', path: endpoints.users.updateProfile },
  { method: 'GET', path: endpoints.orders.orderList },
  { method: 'DELETE', path: '/api/chat-room/{slug}/' },
  { method: 'GET', path: '/api/chat-room-messages/{slug}/' },
]);
