import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { AuthProviders } from '../app/auth-providers';
import { CompleteProfileForm } from '../features/onboarding';

/** The server renders the page's frame, reading nothing (docs/adr/0150, 0176). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Careapp onboarding, exposed as 'auth/CompleteProfilePage'. */
export default function CompleteProfilePage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <CompleteProfileForm />
      </PersonalPartsGate>
    </AuthProviders>
  );
}
