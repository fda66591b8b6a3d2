import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { ShopProvider } from '../app/shop-provider';
import { CartView } from '../features/cart';

/**
 * The server renders the cart's frame only (docs/adr/0150): it reads nothing, since the cart id
 * stays in the browser's storage; exporting `prepare` is how the page takes part.
 */
export const prepare = (): Promise<void> => Promise.resolve();

/** /cart, /cart/a, /cart/b, exposed as 'shop/CartPage'. */
export default function CartPage({ renderScope, personalParts }: Partial<RemotePageProps>) {
  return (
    <ShopProvider renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <CartView />
      </PersonalPartsGate>
    </ShopProvider>
  );
}
