import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Order history page, exposed as 'checkout/OrderHistoryPage' (placeholder until its feature lands). */
export default function OrderHistoryPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="checkout" title="Order history" module="OrderHistoryPage" />;
}
