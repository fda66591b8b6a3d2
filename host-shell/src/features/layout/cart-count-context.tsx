import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiClient, eventBus, storage, type ApiClient } from 'shared-contracts';
import { createShellCalls } from '../../api/shell-calls';
import type { ServerCart } from '../../preload/server-rendered-page';

const CartCountContext = createContext(0);

const toCount = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * Keeps the cart's item count for the header badge. It asks the API for the stored checkout on
 * start and whenever `checkoutId` changes (here, in a remote or in another tab), and takes the
 * `cart/countChanged` the shop and checkout remotes emit. It lives above the routes, so the
 * count survives pages without a header. A page the server rendered with the guest's cart
 * (docs/adr/0189) starts at that cart's count, as its HTML shows it, and asks for it only when the
 * stored cart is another.
 */
export function CartCountProvider({
  client = apiClient,
  serverCart = null,
  children,
}: {
  /** Default: the shared client of shared-contracts; tests pass one over a fake adapter. */
  client?: ApiClient | undefined;
  serverCart?: ServerCart | null;
  children: ReactNode;
}) {
  const [count, setCount] = useState(serverCart?.count ?? 0);

  useEffect(() => {
    // Bumped by each request and each count a remote reports: an older answer is then stale.
    let generation = 0;
    const fetchCount = (checkoutId: string | null) => {
      const asked = ++generation;
      if (!checkoutId) {
        setCount(0);
        return;
      }
      createShellCalls(client)
        .cartItems(checkoutId)
        .then(
          (answer) => {
            if (asked !== generation || storage.get('checkoutId') !== checkoutId) return;
            setCount(toCount(answer.checkout?.quantity));
          },
          // The badge is a hint: without an answer (offline, or no cart endpoint yet) the count
          // stays as it was and no error is shown.
          () => undefined,
        );
    };
    const offCount = eventBus.on('cart/countChanged', ({ count: next }) => {
      generation += 1;
      setCount(toCount(next));
    });
    const offId = eventBus.on('checkout/idChanged', ({ checkoutId }) => fetchCount(checkoutId));
    const stored = storage.get('checkoutId');
    if (!serverCart || serverCart.id !== stored) fetchCount(stored);
    return () => {
      generation += 1;
      offCount();
      offId();
    };
  }, [client, serverCart]);

  return <CartCountContext.Provider value={count}>{children}</CartCountContext.Provider>;
}

/** Items in the cart (0 until the API or a remote reports a count). */
export function useCartCount(): number {
  return useContext(CartCountContext);
}
