import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Terms of service page, exposed as 'content/TermsPage' (placeholder until its feature lands). */
export default function TermsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Terms of service" module="TermsPage" />;
}
