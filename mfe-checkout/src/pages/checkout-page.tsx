import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Secure checkout page, exposed as 'checkout/CheckoutPage' (placeholder until its feature lands). */
export default function CheckoutPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="checkout" title="Secure checkout" module="CheckoutPage" />;
}
