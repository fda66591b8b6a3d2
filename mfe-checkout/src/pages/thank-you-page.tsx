import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Thank you page, exposed as 'checkout/ThankYouPage' (placeholder until its feature lands). */
export default function ThankYouPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="checkout" title="Thank you" module="ThankYouPage" />;
}
