import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ResetRequestForm } from '../features/reset-request';

/** Ask for a password-reset code, exposed as 'auth/ResetPasswordPage'. */
export default function ResetPasswordPage(_props: RemotePageProps) {
  return (
    <AuthProviders>
      <ResetRequestForm />
    </AuthProviders>
  );
}
