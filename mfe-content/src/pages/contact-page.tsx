import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Contact page, exposed as 'content/ContactPage' (placeholder until its feature lands). */
export default function ContactPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Contact" module="ContactPage" />;
}
