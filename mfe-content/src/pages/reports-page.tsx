import { PlaceholderPage } from 'remote-kit';
import type { RemotePageProps } from 'shared-contracts';

/** Reports page, exposed as 'content/ReportsPage' (placeholder until its feature lands). */
export default function ReportsPage(props: RemotePageProps) {
  return <PlaceholderPage {...props} remote="content" title="Reports" module="ReportsPage" />;
}
