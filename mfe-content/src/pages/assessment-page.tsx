import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Assessment page, exposed as 'content/AssessmentPage' (placeholder until its feature lands). */
export default function AssessmentPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Assessment" module="AssessmentPage" />;
}
