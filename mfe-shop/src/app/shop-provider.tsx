import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RenderScope } from 'shared-contracts';
import { getShopStore, renderStore, type ShopStore } from './store';

interface ShopProviderProps {
  children: ReactNode;
  /** A test's own store. */
  store?: ShopStore;
  /** The shell's server render: a store of this render's own (docs/adr/0140), never the tab's. */
  renderScope?: RenderScope | undefined;
}

/** Wraps a shop page in the remote's store (the tab's one, the render's, or a test's own). */
export function ShopProvider({ children, store, renderScope }: ShopProviderProps) {
  return (
    <Provider store={store ?? (renderScope ? renderStore(renderScope) : getShopStore())}>{children}</Provider>
  );
}
