import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Profile page, exposed as 'auth/ProfilePage' (placeholder until its feature lands). */
export default function ProfilePage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Profile" module="ProfilePage" />;
}
