import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Secure checkout page, exposed as 'checkout/CheckoutPage' (placeholder until its feature lands). */
export default function CheckoutPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Secure checkout" module="CheckoutPage" />;
}
