import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Manage communications page, exposed as 'auth/ManageCommunicationsPage' (placeholder until its feature lands). */
export default function ManageCommunicationsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Manage communications" module="ManageCommunicationsPage" />;
}
