import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Interview page, exposed as 'content/InterviewPage' (placeholder until its feature lands). */
export default function InterviewPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Interview" module="InterviewPage" />;
}
