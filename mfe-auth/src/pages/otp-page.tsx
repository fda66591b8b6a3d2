import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** One-time code page, exposed as 'auth/OtpPage' (placeholder until its feature lands). */
export default function OtpPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="auth" title="One-time code" module="OtpPage" />;
}
