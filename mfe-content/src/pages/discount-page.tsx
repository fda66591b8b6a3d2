import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Discount page, exposed as 'content/DiscountPage' (placeholder until its feature lands). */
export default function DiscountPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Discount" module="DiscountPage" />;
}
