import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getShopStore, type ShopStore } from './store';

/** Wraps a shop page in the remote's store (the tab's one, or a test's own). */
export function ShopProvider({ children, store }: { children: ReactNode; store?: ShopStore }) {
  return <Provider store={store ?? getShopStore()}>{children}</Provider>;
}
