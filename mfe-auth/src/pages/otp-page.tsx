import type { RemotePageProps } from 'shared-contracts';
import { PersonalPartsGate } from 'shared-ui';
import { AuthProviders } from '../app/auth-providers';
import { OtpForm } from '../features/otp';

/** The server renders the page's frame, reading nothing (docs/adr/0150). */
export { prepareFrame as prepare } from '../app/prepare-page';

/** Verify the email with the one-time code, exposed as 'auth/OtpPage'. */
export default function OtpPage({
  brand,
  renderScope,
  personalParts,
}: Pick<RemotePageProps, 'brand' | 'renderScope' | 'personalParts'>) {
  return (
    <AuthProviders brand={brand} renderScope={renderScope}>
      <PersonalPartsGate open={personalParts !== false}>
        <OtpForm />
      </PersonalPartsGate>
    </AuthProviders>
  );
}
