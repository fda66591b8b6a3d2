import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { ShopProvider } from '../app/shop-provider';
import { CartView } from '../features/cart';

export { prepareCart as prepare } from '../app/prepare-page';

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
