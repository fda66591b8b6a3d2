import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Change password page, exposed as 'auth/ChangePasswordPage' (placeholder until its feature lands). */
export default function ChangePasswordPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="Change password" module="ChangePasswordPage" />;
}
