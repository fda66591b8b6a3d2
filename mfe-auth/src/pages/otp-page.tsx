import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { OtpForm } from '../features/otp';

/** Verify the email with the one-time code, exposed as 'auth/OtpPage'. */
export default function OtpPage({ brand }: RemotePageProps) {
  return (
    <AuthProviders brand={brand}>
      <OtpForm />
    </AuthProviders>
  );
}
