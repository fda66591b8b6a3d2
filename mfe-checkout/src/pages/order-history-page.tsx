import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Order history page, exposed as 'checkout/OrderHistoryPage' (placeholder until its feature lands). */
export default function OrderHistoryPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Order history" module="OrderHistoryPage" />;
}
