import { ShopProvider } from '../app/shop-provider';
import { CartView } from '../features/cart';

/** /cart, /cart/a, /cart/b, exposed as 'shop/CartPage'. */
export default function CartPage() {
  return (
    <ShopProvider>
      <CartView />
    </ShopProvider>
  );
}
