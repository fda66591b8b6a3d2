import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Reset password page, exposed as 'auth/ResetPasswordPage' (placeholder until its feature lands). */
export default function ResetPasswordPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Reset password" module="ResetPasswordPage" />;
}
