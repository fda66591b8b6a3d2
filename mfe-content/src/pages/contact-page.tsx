import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Contact page, exposed as 'content/ContactPage' (placeholder until its feature lands). */
export default function ContactPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Contact" module="ContactPage" />;
}
