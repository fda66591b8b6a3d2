import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Log in page, exposed as 'auth/LoginPage' (placeholder until its feature lands). */
export default function LoginPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="Log in" module="LoginPage" />;
}
