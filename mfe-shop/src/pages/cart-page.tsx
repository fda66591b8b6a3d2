import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Cart page, exposed as 'shop/CartPage' (placeholder until its feature lands). */
export default function CartPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="shop" title="Cart" module="CartPage" />;
}
