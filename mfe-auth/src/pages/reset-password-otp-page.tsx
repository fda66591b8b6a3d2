import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ResetCodeForm } from '../features/reset-code';

/** Set a new password with the reset code, exposed as 'auth/ResetPasswordOtpPage'. */
export default function ResetPasswordOtpPage(_props: RemotePageProps) {
  return (
    <AuthProviders>
      <ResetCodeForm />
    </AuthProviders>
  );
}
