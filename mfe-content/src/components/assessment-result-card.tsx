import type { AssessmentResult } from 'shared-contracts';
import { ASSESSMENTS } from 'shared-contracts/assessments';

const LEVEL_LABELS = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;

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
        Score {result.score} of {result.max_score} · {new Date(result.created_at).toLocaleDateString()}
      </p>
      <p>{result.summary}</p>
    </article>
  );
}
