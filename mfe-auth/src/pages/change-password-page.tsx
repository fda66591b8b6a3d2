import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { ChangePasswordForm } from '../features/change-password';

/** Change the password, exposed as 'auth/ChangePasswordPage'. */
export default function ChangePasswordPage(_props: RemotePageProps) {
  return (
    <AuthProviders>
      <ChangePasswordForm />
    </AuthProviders>
  );
}
