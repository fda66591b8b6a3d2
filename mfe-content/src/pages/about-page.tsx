import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** About page, exposed as 'content/AboutPage' (placeholder until its feature lands). */
export default function AboutPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="About" module="AboutPage" />;
}
