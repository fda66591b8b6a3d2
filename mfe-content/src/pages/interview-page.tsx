import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Interview page, exposed as 'content/InterviewPage' (placeholder until its feature lands). */
export default function InterviewPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Interview" module="InterviewPage" />;
}
