import type { RemotePageProps } from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { ProductView } from '../features/product';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareProduct as prepare } from '../app/prepare-page';

/** /shop/{productId}, exposed as 'shop/ProductPage'. */
export default function ProductPage({ brand, brandHref, renderScope }: RemotePageProps) {
  return (
    <ShopProvider renderScope={renderScope}>
      <ProductView brand={brand} brandHref={brandHref} />
    </ShopProvider>
  );
}
