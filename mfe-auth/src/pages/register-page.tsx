import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { RegisterForm } from '../features/register';

/** Create an account, exposed as 'auth/RegisterPage'. */
export default function RegisterPage({ brand }: RemotePageProps) {
  return (
    <AuthProviders brand={brand}>
      <RegisterForm />
    </AuthProviders>
  );
}
