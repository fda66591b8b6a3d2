import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Treatments page, exposed as 'content/TreatmentsPage' (placeholder until its feature lands). */
export default function TreatmentsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Treatments" module="TreatmentsPage" />;
}
