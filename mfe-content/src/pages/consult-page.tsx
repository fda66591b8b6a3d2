import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Consult page, exposed as 'content/ConsultPage' (placeholder until its feature lands). */
export default function ConsultPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Consult" module="ConsultPage" />;
}
