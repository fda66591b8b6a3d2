import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Profile page, exposed as 'auth/ProfilePage' (placeholder until its feature lands). */
export default function ProfilePage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="Profile" module="ProfilePage" />;
}
