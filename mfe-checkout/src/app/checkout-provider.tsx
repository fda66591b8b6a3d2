import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getCheckoutStore, type CheckoutStore } from './store';

/** Wraps a checkout page in the remote's store (the tab's one, or a test's own). */
export function CheckoutProvider({ children, store }: { children: ReactNode; store?: CheckoutStore }) {
  return <Provider store={store ?? getCheckoutStore()}>{children}</Provider>;
}
