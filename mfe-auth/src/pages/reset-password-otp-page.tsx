import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Reset password code page, exposed as 'auth/ResetPasswordOtpPage' (placeholder until its feature lands). */
export default function ResetPasswordOtpPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Reset password code" module="ResetPasswordOtpPage" />;
}
