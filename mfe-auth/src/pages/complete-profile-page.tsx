import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { CompleteProfileForm } from '../features/onboarding';

/** Careapp onboarding, exposed as 'auth/CompleteProfilePage'. */
export default function CompleteProfilePage(_props: RemotePageProps) {
  return (
    <AuthProviders>
      <CompleteProfileForm />
    </AuthProviders>
  );
}
