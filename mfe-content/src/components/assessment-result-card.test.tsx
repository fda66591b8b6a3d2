import { render, screen } from '@testing-library/react';
import type { AssessmentResult } from 'shared-contracts';
import { ASSESSMENTS } from 'shared-contracts/assessments';
import { AssessmentResultCard } from './assessment-result-card';

const result = (createdAt: Date): AssessmentResult => ({
  id: 'r1',
  assessment: 'pain',
  score: 7,
  max_score: 12,
  result_level: 'moderate',
  summary: 'Worth a consultation.',
  created_at: createdAt.toISOString(),
});

describe('AssessmentResultCard', () => {
  it('shows the level, the score and the day it was taken, in the local time zone', () => {
    render(<AssessmentResultCard result={result(new Date(2026, 10, 28, 23, 50))} headingLevel={2} />);
    expect(
      screen.getByRole('heading', { level: 2, name: `${ASSESSMENTS.pain.title}: Moderate` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Score 7 of 12 · 11/28/2026')).toBeInTheDocument();
  });
});
