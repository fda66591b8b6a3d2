import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventBus, storage } from 'shared-contracts';

/** The stored checkoutId (the cart), following changes made here, in another remote or another tab. */
export function useCheckoutId(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('checkout/idChanged', onChange),
    () => storage.get('checkoutId'),
    () => null,
  );
}

/** The stored access token: present while someone is signed in (SPEC §6), following sign-in and sign-out. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(
    (onChange) => eventBus.on('session/changed', onChange),
    () => storage.get('access'),
    () => null,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A checkout link, `/checkout?checkout=<id>` (Saleor's storefront resumes a checkout the same
 * way: an email's "complete your purchase", a cart made by a tool such as the bench), becomes
 * the stored cart when this browser has none; a cart of its own is never replaced by a link.
 * Adopted before the first read, so the page does not send the shopper to an empty cart first;
 * the parameter then leaves the address bar.
 */
export function useLinkedCheckout(): void {
  const [search, setSearch] = useSearchParams();
  const linked = search.get('checkout');
  useState(() => {
    if (linked && UUID.test(linked) && !storage.get('checkoutId')) storage.set('checkoutId', linked);
    return null;
  });
  useEffect(() => {
    if (!linked) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [linked, setSearch]);
}
