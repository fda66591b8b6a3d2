import type { RemotePageProps } from 'shared-contracts';
import { AuthProviders } from '../app/auth-providers';
import { OtpForm } from '../features/otp';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Verify the email with the one-time code, exposed as 'auth/OtpPage'. */
export default function OtpPage({ brand, renderScope }: Pick<RemotePageProps, 'brand' | 'renderScope'>) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <OtpForm />
    </AuthProviders>
  );
}
