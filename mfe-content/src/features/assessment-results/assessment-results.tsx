import { Link } from 'react-router-dom';
import type { AssessmentResult } from 'shared-contracts';
import { useListAssessmentsQuery } from '../../api/content-api';
import { AssessmentResultCard } from '../../components/assessment-result-card';

/** The user's results: the latest of each assessment, or every one (reports), newest first. */
export function AssessmentResults({ latestOnly, word }: { latestOnly: boolean; word: string }) {
  const { data, isLoading, isError, refetch } = useListAssessmentsQuery();
  if (isLoading) return <p aria-busy="true">Loading your results…</p>;
  if (isError || !data)
    return (
      <div role="alert">
        <p>Your results could not be loaded.</p>
        <button type="button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  const shown = latestOnly ? latestOfEach(data) : data;
  if (shown.length === 0)
    return (
      <p>
        No results yet. <Link to={`/assess-${word}cele`}>Take the self-assessment</Link>.
      </p>
    );
  return (
    <section aria-label={latestOnly ? 'Latest results' : 'All reports'}>
      {shown.map((result) => (
        <AssessmentResultCard key={result.id} result={result} headingLevel={2} />
      ))}
    </section>
  );
}

function latestOfEach(results: readonly AssessmentResult[]): AssessmentResult[] {
  const seen = new Set<string>();
  return results.filter((result) => !seen.has(result.assessment) && seen.add(result.assessment));
}
