import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Complete your profile page, exposed as 'auth/CompleteProfilePage' (placeholder until its feature lands). */
export default function CompleteProfilePage(props: RemotePageProps) {
  return (
    <PlaceholderPage {...props} remote="auth" title="Complete your profile" module="CompleteProfilePage" />
  );
}
