import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Thank you page, exposed as 'checkout/ThankYouPage' (placeholder until its feature lands). */
export default function ThankYouPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Thank you" module="ThankYouPage" />;
}
