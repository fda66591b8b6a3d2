import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Log in page, exposed as 'auth/LoginPage' (placeholder until its feature lands). */
export default function LoginPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Log in" module="LoginPage" />;
}
