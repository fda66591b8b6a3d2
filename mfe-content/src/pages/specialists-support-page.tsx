import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Specialists support page, exposed as 'content/SpecialistsSupportPage' (placeholder until its feature lands). */
export default function SpecialistsSupportPage(props: RemotePageProps) {
  return (
    <PlaceholderPage
      {...props}
      remote="content"
      title="Specialists support"
      module="SpecialistsSupportPage"
    />
  );
}
