import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Treatments page, exposed as 'content/TreatmentsPage' (placeholder until its feature lands). */
export default function TreatmentsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Treatments" module="TreatmentsPage" />;
}
