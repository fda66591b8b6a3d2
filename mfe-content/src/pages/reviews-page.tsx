import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Reviews page, exposed as 'content/ReviewsPage' (placeholder until its feature lands). */
export default function ReviewsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Reviews" module="ReviewsPage" />;
}
