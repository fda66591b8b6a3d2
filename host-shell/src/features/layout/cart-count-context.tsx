import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { eventBus } from 'shared-contracts';

const CartCountContext = createContext(0);

/**
 * Keeps the cart's item count from `cart/countChanged` (emitted by the shop and checkout
 * remotes). It lives above the routes, so the count survives pages without a header.
 */
export function CartCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      eventBus.on('cart/countChanged', ({ count: next }) => {
        setCount(Number.isFinite(next) && next > 0 ? Math.floor(next) : 0);
      }),
    [],
  );
  return <CartCountContext.Provider value={count}>{children}</CartCountContext.Provider>;
}

/** Items in the cart (0 until a remote reports a count). */
export function useCartCount(): number {
  return useContext(CartCountContext);
}
