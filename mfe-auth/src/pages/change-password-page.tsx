import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ChangePasswordForm } from '../features/change-password';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Change the password, exposed as 'auth/ChangePasswordPage'. */
export default function ChangePasswordPage({ renderScope }: Partial<RemotePageProps>) {
  return (
    <AuthProviders renderScope={renderScope}>
      <ChangePasswordForm />
    </AuthProviders>
  );
}
