import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ResetCodeForm } from '../features/reset-code';

/**
 * Rendered on the shell's server (docs/adr/0140): it reads nothing first; the email the link
 * carries (`?email=`) fills its field on the server as in the browser.
 */
export { prepareSignInPage as prepare } from '../app/prepare-sign-in-page';

/** Set a new password with the reset code, exposed as 'auth/ResetPasswordOtpPage'. */
export default function ResetPasswordOtpPage({ renderScope }: RemotePageProps) {
  return (
    <AuthProviders renderScope={renderScope}>
      <ResetCodeForm />
    </AuthProviders>
  );
}
