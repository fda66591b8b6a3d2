import { useSyncExternalStore } from 'react';
import { eventBus, storage } from 'shared-contracts';

/** The stored checkoutId (the cart), following changes made here, in another remote or another tab. */
export function useCheckoutId(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('checkout/idChanged', onChange),
    () => storage.get('checkoutId'),
    () => null,
  );
}

/**
 * The stored access token: present while someone is signed in (docs/product.md §6), following
 * sign-in and sign-out.
 */
export function useAccessToken(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('session/changed', onChange),
    () => storage.get('access'),
    () => null,
  );
}
