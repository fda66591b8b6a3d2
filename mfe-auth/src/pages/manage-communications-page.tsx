import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { AuthProviders } from '../app/auth-providers';
import { CommunicationsForm } from '../features/communications';

/** The server renders the page's frame, reading nothing (docs/adr/0150, 0176). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Email preferences, exposed as 'auth/ManageCommunicationsPage'. */
export default function ManageCommunicationsPage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <CommunicationsForm />
      </PersonalPartsGate>
    </AuthProviders>
  );
}
