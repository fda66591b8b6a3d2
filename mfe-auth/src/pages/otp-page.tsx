import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** One-time code page, exposed as 'auth/OtpPage' (placeholder until its feature lands). */
export default function OtpPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="One-time code" module="OtpPage" />;
}
