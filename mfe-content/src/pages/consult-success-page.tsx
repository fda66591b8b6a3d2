import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Consult booked page, exposed as 'content/ConsultSuccessPage' (placeholder until its feature lands). */
export default function ConsultSuccessPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Consult booked" module="ConsultSuccessPage" />;
}
