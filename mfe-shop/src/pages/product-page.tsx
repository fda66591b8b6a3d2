import type { RemotePageProps } from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { ProductView } from '../features/product';

/** /shop/{productId}, exposed as 'shop/ProductPage'. */
export default function ProductPage({ brand, brandHref }: RemotePageProps) {
  return (
    <ShopProvider>
      <ProductView brand={brand} brandHref={brandHref} />
    </ShopProvider>
  );
}
