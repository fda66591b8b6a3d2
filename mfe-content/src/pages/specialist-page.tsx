import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Our specialist page, exposed as 'content/SpecialistPage' (placeholder until its feature lands). */
export default function SpecialistPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Our specialist" module="SpecialistPage" />;
}
