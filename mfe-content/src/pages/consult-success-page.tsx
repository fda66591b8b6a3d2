import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Consult booked page, exposed as 'content/ConsultSuccessPage' (placeholder until its feature lands). */
export default function ConsultSuccessPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Consult booked" module="ConsultSuccessPage" />;
}
