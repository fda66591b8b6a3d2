import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { AuthProviders } from '../app/auth-providers';
import { ProfilePanel } from '../features/profile';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** The profile: user fields, edit, Log out, exposed as 'auth/ProfilePage'. */
export default function ProfilePage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <AuthProviders renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <ProfilePanel brand={brand} />
      </PersonalPartsGate>
    </AuthProviders>
  );
}
