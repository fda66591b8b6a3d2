import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Assessment data page, exposed as 'content/AssessmentDataPage' (placeholder until its feature lands). */
export default function AssessmentDataPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Assessment data" module="AssessmentDataPage" />;
}
