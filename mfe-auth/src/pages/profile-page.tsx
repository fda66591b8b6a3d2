import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ProfilePanel } from '../features/profile';

/** The profile: user fields, edit, Log out, exposed as 'auth/ProfilePage'. */
export default function ProfilePage({ brand }: RemotePageProps) {
  return (
    <AuthProviders>
      <ProfilePanel brand={brand} />
    </AuthProviders>
  );
}
