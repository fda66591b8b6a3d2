import type { RemotePageProps } from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { CatalogueView } from '../features/catalogue';

/** /shop, /shop/a, /shop/b, /shop/treatment (and {product}cele's /shop), exposed as 'shop/CatalogPage'. */
export default function CatalogPage({ brand, pageKey, brandHref }: RemotePageProps) {
  return (
    <ShopProvider>
      <CatalogueView brand={brand} pageKey={pageKey} brandHref={brandHref} />
    </ShopProvider>
  );
}
