import type { RemotePageProps } from 'shared-contracts';
import { getRuntimeConfig, hasRuntimeConfig } from 'shared-contracts';
import { AssessmentResults } from '../features/assessment-results';
import { ContentPage } from '../features/content-page';

/**
 * Its reads before the shell's server renders it (docs/adr/0140, 0145): the intro's blocks only.
 * The results are this browser's (the keys it keeps), never read on the server: it renders their
 * loading state, as the browser's first render does, and the browser reads them after hydration.
 */
export { prepareContent as prepare } from '../features/content-page';

/** Reports page (/data/reports): every assessment taken, newest first. Exposed as 'content/ReportsPage'. */
export default function ReportsPage(props: RemotePageProps) {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : 'varico';
  return (
    <ContentPage {...props}>
      <AssessmentResults latestOnly={false} word={word} />
    </ContentPage>
  );
}
