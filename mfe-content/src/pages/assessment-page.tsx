import type { AssessmentKind, RemotePageProps } from 'shared-contracts';
import { AssessmentQuestionnaire } from '../features/assessments';
import { ContentPage } from '../features/content-page';

/**
 * Its reads before the shell's server renders it (docs/adr/0140): the intro's blocks. The
 * questionnaire needs none (its questions are shared-contracts'), so the server renders its
 * first step, unanswered, as the browser's first render does.
 */
export { prepareContent as prepare } from '../features/content-page';

const KINDS: Record<string, AssessmentKind> = {
  'assess-cele': 'cele',
  'assess-pain': 'pain',
  'assess-sperm-count': 'sperm-count',
};

/** Assessment pages, exposed as 'content/AssessmentPage': intro and the questionnaire of the route. */
export default function AssessmentPage(props: RemotePageProps) {
  return (
    <ContentPage {...props}>
      <AssessmentQuestionnaire kind={KINDS[props.pageKey] ?? 'cele'} />
    </ContentPage>
  );
}
