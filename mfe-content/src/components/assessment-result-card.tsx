import dayjs from 'dayjs';
import type { AssessmentResult } from 'shared-contracts';
import { ASSESSMENTS } from 'shared-contracts/assessments';

const LEVEL_LABELS = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;
/** "11/28/2026", in the visitor's time zone; dayjs, not Intl (docs/adr/0191). */
const RESULT_DATE = 'M/D/YYYY';

/** One result: which assessment, its level and score, what it means and when. */
export function AssessmentResultCard({
  result,
  headingLevel,
}: {
  result: AssessmentResult;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-label={ASSESSMENTS[result.assessment].title}>
      <Heading>
        {ASSESSMENTS[result.assessment].title}: {LEVEL_LABELS[result.result_level]}
      </Heading>
      <p>
        Score {result.score} of {result.max_score} · {dayjs(result.created_at).format(RESULT_DATE)}
      </p>
      <p>{result.summary}</p>
    </article>
  );
}
