import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { LoginPanel } from '../features/login';

/** Rendered on the shell's server as a guest sees it (docs/adr/0140): it reads nothing first. */
export { prepareSignInPage as prepare } from '../app/prepare-sign-in-page';

/** Log in with a password or a one-time code, exposed as 'auth/LoginPage'. */
export default function LoginPage({ brand, renderScope }: RemotePageProps) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <LoginPanel brand={brand} />
    </AuthProviders>
  );
}
