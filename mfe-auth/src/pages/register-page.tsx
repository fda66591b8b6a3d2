import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Register page, exposed as 'auth/RegisterPage' (placeholder until its feature lands). */
export default function RegisterPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="Register" module="RegisterPage" />;
}
