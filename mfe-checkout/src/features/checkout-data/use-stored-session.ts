import { useEffect, useState, useSyncExternalStore } from 'react';
import { eventBus, storage, type User } from 'shared-contracts';

/** The stored checkoutId (the cart), following changes made here, in another remote or another tab. */
export function useCheckoutId(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('checkout/idChanged', onChange),
    () => storage.get('checkoutId'),
    () => null,
  );
}

/**
 * The signed-in customer as stored in this browser (SPEC §3 `user`), or null for a guest: only
 * with an access token, so a stale copy after signing out does not prefill anyone's form.
 */
export function useSignedInUser(): User | null {
  const access = useSyncExternalStore(
    (onChange) => eventBus.on('session/changed', onChange),
    () => storage.get('access'),
    () => null,
  );
  // Kept in state: the stored user is JSON, decoded into a new object on every read, which
  // useSyncExternalStore would take for a change each time.
  const [user, setUser] = useState<User | null>(() => storage.get('user'));
  useEffect(() => eventBus.on('user/changed', (event) => setUser(event.user)), []);
  return access ? user : null;
}
