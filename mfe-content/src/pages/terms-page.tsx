import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Terms of service page, exposed as 'content/TermsPage' (placeholder until its feature lands). */
export default function TermsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Terms of service" module="TermsPage" />;
}
