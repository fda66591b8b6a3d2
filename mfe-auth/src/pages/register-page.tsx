import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { RegisterForm } from '../features/register';

/** Rendered on the shell's server as a guest sees it (docs/adr/0140): it reads nothing first. */
export { prepareSignInPage as prepare } from '../app/prepare-sign-in-page';

/** Create an account, exposed as 'auth/RegisterPage'. */
export default function RegisterPage({ brand, renderScope }: RemotePageProps) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <RegisterForm />
    </AuthProviders>
  );
}
