import type { RemotePageProps } from 'shared-contracts';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { AssessmentResults } from '../features/assessment-results';
import { ContentPage } from '../features/content-page';

/** Assessment results page (/data/assessment): the latest result of each assessment. Exposed as 'content/AssessmentDataPage'. */
export default function AssessmentDataPage(props: RemotePageProps) {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return (
    <ContentPage {...props}>
      <AssessmentResults latestOnly={true} word={word} />
    </ContentPage>
  );
}
