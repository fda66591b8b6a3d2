import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Assessment data page, exposed as 'content/AssessmentDataPage' (placeholder until its feature lands). */
export default function AssessmentDataPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Assessment data" module="AssessmentDataPage" />;
}
