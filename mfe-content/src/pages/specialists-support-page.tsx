import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Specialists support page, exposed as 'content/SpecialistsSupportPage' (placeholder until its feature lands). */
export default function SpecialistsSupportPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Specialists support" module="SpecialistsSupportPage" />;
}
