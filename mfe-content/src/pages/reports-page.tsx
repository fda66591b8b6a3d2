import type { RemotePageProps } from 'shared-contracts';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

/** Reports page, exposed as 'content/ReportsPage' (placeholder until its feature lands). */
export default function ReportsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} title="Reports" module="ReportsPage" />;
}
