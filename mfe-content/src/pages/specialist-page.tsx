import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Our specialist page, exposed as 'content/SpecialistPage' (placeholder until its feature lands). */
export default function SpecialistPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Our specialist" module="SpecialistPage" />;
}
