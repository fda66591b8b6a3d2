import type { RemotePageProps } from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { CartView } from '../features/cart/components/cart-view';

/** /cart, /cart/a, /cart/b, exposed as 'shop/CartPage'. */
export default function CartPage({ brandHref }: RemotePageProps) {
  return (
    <ShopProvider>
      <CartView brandHref={brandHref} />
    </ShopProvider>
  );
}
