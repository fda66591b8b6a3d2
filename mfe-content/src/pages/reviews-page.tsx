import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Reviews page, exposed as 'content/ReviewsPage' (placeholder until its feature lands). */
export default function ReviewsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Reviews" module="ReviewsPage" />;
}
