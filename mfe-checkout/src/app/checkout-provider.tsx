import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RenderScope } from 'shared-contracts';
import { getCheckoutStore, renderStore, type CheckoutStore } from './store';

interface CheckoutProviderProps {
  children: ReactNode;
  /** A test's own store. */
  store?: CheckoutStore;
  /** The shell's server render: a store of this render's own (docs/adr/0150), never the tab's. */
  renderScope?: RenderScope | undefined;
}

/** Wraps a checkout page in the remote's store (the tab's one, the render's, or a test's own). */
export function CheckoutProvider({ children, store, renderScope }: CheckoutProviderProps) {
  return (
    <Provider store={store ?? (renderScope ? renderStore(renderScope) : getCheckoutStore())}>
      {children}
    </Provider>
  );
}
