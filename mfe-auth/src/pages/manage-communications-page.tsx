import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { CommunicationsForm } from '../features/communications';

/** Email preferences, exposed as 'auth/ManageCommunicationsPage'. */
export default function ManageCommunicationsPage(_props: RemotePageProps) {
  return (
    <AuthProviders>
      <CommunicationsForm />
    </AuthProviders>
  );
}
