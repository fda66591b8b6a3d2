import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Manage communications page, exposed as 'auth/ManageCommunicationsPage' (placeholder until its feature lands). */
export default function ManageCommunicationsPage(props: RemotePageProps) {
  return (
    <PlaceholderPage
      {...props}
      remote="auth"
      title="Manage communications"
      module="ManageCommunicationsPage"
    />
  );
}
