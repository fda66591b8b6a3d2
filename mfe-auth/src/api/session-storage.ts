import type { AuthResponse, User } from 'shared-contracts';
import { clearSession, eventBus, normaliseUser, storage } from 'shared-contracts';

/**
 * Keeps what login, sign-up and OTP answer: tokens under `access` and `refresh`, the user under
 * `user` with missing fields as null. The typed storage tells the shell and the other remotes, in
 * this tab and the others (session and user events).
 */
export function storeSession({ data }: AuthResponse): User {
  const user = normaliseUser(data.user_data);
  storage.set('refresh', data.refresh);
  storage.set('user', user);
  // Last: the session event is what the shell's guards follow, and the user is there by then.
  storage.set('access', data.access);
  return user;
}

/** Stores a changed user; a changed onboarding step is announced too (docs/product.md §4). */
export function storeUser(raw: User): User {
  const user = normaliseUser(raw);
  const before = storage.get('user');
  storage.set('user', user);
  if (before?.on_boarding_step !== user.on_boarding_step)
    eventBus.emit('onboarding/stepChanged', { step: user.on_boarding_step });
  return user;
}

/** Ends the session here and in every tab: tokens and the stored user (it holds health data) go. */
export function clearStoredSession(): void {
  clearSession();
  storage.remove('user');
}
