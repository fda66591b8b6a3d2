import type { RemotePageProps } from 'shared-contracts';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { AssessmentResults } from '../features/assessment-results';
import { ContentPage } from '../features/content-page';

/** Reports page (/data/reports): every assessment taken, newest first. Exposed as 'content/ReportsPage'. */
export default function ReportsPage(props: RemotePageProps) {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return (
    <ContentPage {...props}>
      <AssessmentResults latestOnly={false} word={word} />
    </ContentPage>
  );
}
