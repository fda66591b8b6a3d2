import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { AuthProviders } from '../app/auth-providers';
import { ChangePasswordForm } from '../features/change-password';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Change the password, exposed as 'auth/ChangePasswordPage'. */
export default function ChangePasswordPage({ renderScope, personalParts }: Partial<RemotePageProps>) {
  return (
    <AuthProviders renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <ChangePasswordForm />
      </PersonalPartsGate>
    </AuthProviders>
  );
}
