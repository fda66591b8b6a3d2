import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Discount page, exposed as 'content/DiscountPage' (placeholder until its feature lands). */
export default function DiscountPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Discount" module="DiscountPage" />;
}
