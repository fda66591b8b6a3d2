import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Change password page, exposed as 'auth/ChangePasswordPage' (placeholder until its feature lands). */
export default function ChangePasswordPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Change password" module="ChangePasswordPage" />;
}
