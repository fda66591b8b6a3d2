import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ResetRequestForm } from '../features/reset-request';

/** Rendered on the shell's server (docs/adr/0140): it reads nothing first. */
export { prepareSignInPage as prepare } from '../app/prepare-sign-in-page';

/** Ask for a password-reset code, exposed as 'auth/ResetPasswordPage'. */
export default function ResetPasswordPage({ renderScope }: RemotePageProps) {
  return (
    <AuthProviders renderScope={renderScope}>
      <ResetRequestForm />
    </AuthProviders>
  );
}
