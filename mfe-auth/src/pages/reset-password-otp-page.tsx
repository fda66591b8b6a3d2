import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Reset password code page, exposed as 'auth/ResetPasswordOtpPage' (placeholder until its feature lands). */
export default function ResetPasswordOtpPage(props: RemotePageProps) {
  return (
    <PlaceholderPage {...props} remote="auth" title="Reset password code" module="ResetPasswordOtpPage" />
  );
}
