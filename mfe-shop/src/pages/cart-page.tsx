import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Cart page, exposed as 'shop/CartPage' (placeholder until its feature lands). */
export default function CartPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Cart" module="CartPage" />;
}
