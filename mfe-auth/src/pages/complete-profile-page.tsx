import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Complete your profile page, exposed as 'auth/CompleteProfilePage' (placeholder until its feature lands). */
export default function CompleteProfilePage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Complete your profile" module="CompleteProfilePage" />;
}
