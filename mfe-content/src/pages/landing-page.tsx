import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Landing page, exposed as 'content/LandingPage' (placeholder until its feature lands). */
export default function LandingPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Landing" module="LandingPage" />;
}
