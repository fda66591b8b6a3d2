import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Reset password page, exposed as 'auth/ResetPasswordPage' (placeholder until its feature lands). */
export default function ResetPasswordPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="Reset password" module="ResetPasswordPage" />;
}
