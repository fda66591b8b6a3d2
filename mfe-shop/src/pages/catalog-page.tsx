import type { RemotePageProps } from 'shared-contracts';
import { ShopProvider } from '../app/shop-provider';
import { CatalogueView } from '../features/catalogue';

/** Its reads before the shell's server renders it (docs/adr/0140). */
export { prepareCatalogue as prepare } from '../app/prepare-page';

/** /shop, /shop/a, /shop/b, /shop/treatment (and {product}cele's /shop), exposed as 'shop/CatalogPage'. */
export default function CatalogPage({ brand, pageKey, brandHref, renderScope }: RemotePageProps) {
  return (
    <ShopProvider renderScope={renderScope}>
      <CatalogueView brand={brand} pageKey={pageKey} brandHref={brandHref} />
    </ShopProvider>
  );
}
