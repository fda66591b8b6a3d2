import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Product page, exposed as 'shop/ProductPage' (placeholder until its feature lands). */
export default function ProductPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Product" module="ProductPage" />;
}
