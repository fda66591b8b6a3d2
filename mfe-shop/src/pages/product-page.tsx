import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Product page, exposed as 'shop/ProductPage' (placeholder until its feature lands). */
export default function ProductPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="shop" title="Product" module="ProductPage" />;
}
