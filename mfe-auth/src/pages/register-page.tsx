import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Register page, exposed as 'auth/RegisterPage' (placeholder until its feature lands). */
export default function RegisterPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Register" module="RegisterPage" />;
}
