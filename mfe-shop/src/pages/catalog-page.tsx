import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Catalogue page, exposed as 'shop/CatalogPage' (placeholder until its feature lands). */
export default function CatalogPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="shop" title="Catalogue" module="CatalogPage" />;
}
