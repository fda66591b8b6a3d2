import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Assessment page, exposed as 'content/AssessmentPage' (placeholder until its feature lands). */
export default function AssessmentPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Assessment" module="AssessmentPage" />;
}
