import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Catalogue page, exposed as 'shop/CatalogPage' (placeholder until its feature lands). */
export default function CatalogPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Catalogue" module="CatalogPage" />;
}
