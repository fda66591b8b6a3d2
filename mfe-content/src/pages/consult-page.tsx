import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Consult page, exposed as 'content/ConsultPage' (placeholder until its feature lands). */
export default function ConsultPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Consult" module="ConsultPage" />;
}
