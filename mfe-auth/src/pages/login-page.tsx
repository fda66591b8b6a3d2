import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { LoginPanel } from '../features/login';

/** Log in with a password or a one-time code, exposed as 'auth/LoginPage'. */
export default function LoginPage({ brand }: RemotePageProps) {
  return (
    <AuthProviders brand={brand}>
      <LoginPanel brand={brand} />
    </AuthProviders>
  );
}
